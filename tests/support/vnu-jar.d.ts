/** The vnu-jar package exports the path of the W3C HTML validator's jar file. */
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
