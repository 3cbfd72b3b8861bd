/**
 * The demo's vacancies for the Careers page: two open (closing 30 and 45 days after the
 * seed's hotel date) and one closed, which only staff see. Text only, so they live apart
 * from demo-content.ts, whose lists each come with a generated picture.
 */

export interface DemoVacancy {
  name: string;
  /** Closing date, in days after the seed's hotel date (negative: already closed). */
  closesInDays: number;
  /** The description's HTML, using only tags the vacancy allow-list keeps. */
  vacancy: string;
  /** Chichewa versions by field (draft wording, for the hotel's staff to review). */
  ny?: Readonly<Record<string, string>>;
}

export const DEMO_VACANCIES: readonly DemoVacancy[] = [
  {
    name: "Front Office Supervisor",
    closesInDays: 30,
    ny: { name: "Woyang'anira Olandira Alendo" },
    vacancy:
      "<p>We are looking for a warm, organised <strong>Front Office Supervisor</strong> to lead our reception team through arrivals, departures and the busy conference season.</p>" +
      "<h3>What you will do</h3><ul><li>Lead a shift of receptionists, concierge and night auditors</li><li>Handle VIP arrivals, group check-ins and guest concerns with care</li><li>Balance the shift's cash and card takings and hand over clearly</li></ul>" +
      "<h3>What you bring</h3><ul><li>A diploma in hospitality or tourism management</li><li>At least three years at a hotel front desk, one of them supervising</li><li>Fluent English and Chichewa; experience with Opera PMS is an advantage</li></ul>",
  },
  {
    name: "Sous Chef",
    closesInDays: 45,
    vacancy:
      "<p>Our kitchens serve the hotel's restaurants, room service and banquets of up to 1,500 guests. We need a <strong>Sous Chef</strong> to run the kitchen beside the Executive Chef.</p>" +
      "<h3>Responsibilities</h3><ul><li>Plan and cost menus with the Executive Chef, using Malawian produce in season</li><li>Run the pass during service and lead the brigade in the chef's absence</li><li>Keep food safety records and train cooks in HACCP</li></ul>" +
      "<h3>Requirements</h3><ol><li>A culinary arts qualification</li><li>Five years in a five-star or banqueting kitchen, two as a chef de partie or above</li><li>Calm leadership under pressure</li></ol>",
  },
  {
    name: "Conference Sales Executive",
    closesInDays: -10,
    vacancy:
      "<p>The convention centre is growing. We are looking for a <strong>Conference Sales Executive</strong> to win and look after conferences, exhibitions and government events.</p>" +
      "<ul><li>Prepare proposals and quotations for event organisers</li><li>Show clients the halls and break-out rooms</li><li>Meet monthly targets for room nights and banqueting</li></ul>" +
      "<p>A degree in marketing or business and two years in hotel or event sales are required.</p>",
  },
];
