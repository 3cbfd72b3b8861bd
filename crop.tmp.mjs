import sharp from "sharp";
const [file, top, height, out] = process.argv.slice(2);
const meta = await sharp(file).metadata();
const t = Number(top) < 0 ? meta.height + Number(top) : Number(top);
await sharp(file).extract({ left: 0, top: t, width: meta.width, height: Math.min(Number(height), meta.height - t) }).toFile(out);
console.log(meta.width, meta.height);
