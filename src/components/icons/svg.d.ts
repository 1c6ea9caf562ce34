// Webpack's asset/resource rule turns an imported .svg into its URL.
declare module "*.svg" {
  const url: string;
  export default url;
}
