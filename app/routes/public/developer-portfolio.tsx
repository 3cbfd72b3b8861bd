import { Link } from "react-router";
import type { Route } from "./+types/developer-portfolio";
import { PageHero } from "~/components/public/page-hero";
import { useSiteData } from "~/components/use-site-data";
import { pageMeta } from "~/components/page-meta";

/** SPEC §2's four skills of the team that builds and runs the site; fixed copy (no record holds it). */
const SKILLS = [
  { name: "Networking", text: "Guest Wi-Fi, conference connectivity for up to 1,500 delegates and a secure hotel network." },
  { name: "Programming", text: "This website, the VIP Club portal and the back-office, built in TypeScript and kept light for mobile data." },
  { name: "Data science", text: "Occupancy, dining and events figures turned into forecasts that help the hotel plan." },
  { name: "Dashboards", text: "Live reports for management: bookings, loyalty points, enquiries and event pipelines." },
] as const;

/** The developer portfolio (SPEC §2 `/developer-Portfolio`): introduction, skills, contact and company link. */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Developer Portfolio",
    description: "The team behind the hotel's website and systems: networking, programming, data science and dashboards.",
    path: "/developer-Portfolio",
  });

export default function DeveloperPortfolioPage() {
  const { settings } = useSiteData();
  return (
    <>
      <PageHero
        eyebrow="Behind the website"
        title="Developer Portfolio"
        lead={`This website and the systems behind it are designed, built and run by the IT department of ${settings.hotelName}.`}
      />
      <section className="section" aria-labelledby="skills-title">
        <div className="wrap">
          <h2 id="skills-title">Skills</h2>
          <ul className="feature-grid" role="list">
            {SKILLS.map((skill) => (
              <li key={skill.name} className="feature">
                <h3>{skill.name}</h3>
                <p>{skill.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-tint" aria-labelledby="developer-contact-title">
        <div className="wrap">
          <h2 id="developer-contact-title">Contact</h2>
          <p>
            For work on the website or the hotel's systems, email <a href={`mailto:${settings.email}`}>{settings.email}</a> and ask for the IT
            Manager, or write to us through the <Link to="/ContactUs">contact form</Link>.
          </p>
          <p>
            <Link to="/" className="link-arrow">
              {settings.hotelName}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
