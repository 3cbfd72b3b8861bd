import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/site-layout.tsx", [
    index("routes/public/home.tsx", { id: "home" }),
    route("home", "routes/public/home.tsx", { id: "home-alias" }),
    route("login", "routes/account/login.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("logout", "routes/account/logout.tsx"),
  route("newsletter-signup", "routes/public/newsletter-signup.ts"),
  layout("routes/admin/admin-layout.tsx", [
    route("room", "routes/admin/rooms.tsx"),
    route("Bar", "routes/admin/bars.tsx"),
    route("Promotion", "routes/admin/promotions.tsx"),
    route("Festival", "routes/admin/festivals.tsx"),
    route("Activities", "routes/admin/activities.tsx"),
    route("advert", "routes/admin/adverts.tsx"),
    route("conference", "routes/admin/conference.tsx"),
  ]),
] satisfies RouteConfig;
