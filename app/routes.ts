import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // Every path no other route claims: the Dutch 404 page, answered with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
