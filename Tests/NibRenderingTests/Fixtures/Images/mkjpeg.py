# Writes this folder's JPEG fixtures and, beside each, libjpeg's decoding of it as PNG
# (`NAME-decoded.png`), which JPEGDecoderTests compare with. Needs Pillow (pip install pillow).
from PIL import Image


def picture(w, h):
    """Four quadrants of flat colours: red, green / blue, near-white."""
    im = Image.new("RGB", (w, h))
    px = im.load()
    for y in range(h):
        for x in range(w):
            if y < h // 2:
                px[x, y] = (230, 30, 30) if x < w // 2 else (30, 200, 40)
            else:
                px[x, y] = (20, 40, 220) if x < w // 2 else (240, 240, 240)
    return im


small = picture(16, 12)
small.save("q444.jpg", quality=95, subsampling=0)
small.save("q422.jpg", quality=95, subsampling=1)
small.save("q420.jpg", quality=95, subsampling=2)
small.convert("L").save("gray.jpg", quality=95)
odd = picture(37, 29)
odd.save("odd420.jpg", quality=90, subsampling=2)
odd.save("restart.jpg", quality=90, subsampling=2, restart_marker_blocks=2)
odd.save("progressive.jpg", quality=90, progressive=True)
for name in ["q444", "q422", "q420", "gray", "odd420", "restart", "progressive"]:
    Image.open(name + ".jpg").convert("RGB").save(name + "-decoded.png")
# The asset catalog's photo: a 64 x 48 gradient at 2x.
photo = Image.new("RGB", (64, 48))
p = photo.load()
for y in range(48):
    for x in range(64):
        p[x, y] = (int(255 * x / 63), int(120 + 100 * y / 47), int(255 - 255 * x / 63))
photo.save("../Assets.xcassets/Photo.imageset/photo@2x.jpg", quality=85, subsampling=2)
