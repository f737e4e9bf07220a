// The reference page of `npm run bench`: an empty Next.js app built with the site's own dependencies.
// scripts/bench/baseline.mjs copies it to a temporary folder whose node_modules links to the site's;
// Turbopack must be allowed to follow that link, hence the filesystem root.
const nextConfig = {
  turbopack: { root: '/' },
  poweredByHeader: false,
  // Served like the site: one standalone server process.
  output: 'standalone',
};

export default nextConfig;
