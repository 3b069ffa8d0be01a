import zlib
# An Illustrator-like PDF 1.5: objects in an object stream, a cross-reference stream, two
# content streams, a clip, CMYK and grey colours, a dash, an ExtGState alpha, text (ignored).
content1 = b"""q
1 0 0 1 0 0 cm
0 0 40 20 re W n
0 1 1 0 k
/GS0 gs
0 0 m 20 0 l 20 20 l 0 20 l h f
"""
content2 = b"""0.5 g
30 10 m 30 15.5 25.5 20 20 20 c 20 10 v 30 10 30 10 y f
BT /F1 12 Tf (Hi) Tj ET
0 0 1 RG 2 w 1 J [4 2] 0 d
0 10 m 40 10 l S
Q
"""
def stream(d, body):
    c = zlib.compress(body)
    return b"<< " + d + b" /Length %d /Filter /FlateDecode >>\nstream\n" % len(c) + c + b"\nendstream"
objs_in_stream = {
    1: b"<< /Type /Catalog /Pages 2 0 R >>",
    2: b"<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 40 20] >>",
    3: b"<< /Type /Page /Parent 2 0 R /Contents [4 0 R 5 0 R] /Resources << /ExtGState << /GS0 6 0 R >> >> >>",
    6: b"<< /Type /ExtGState /ca 0.5 /CA 1 >>",
}
header = b""; body = b""
for n, o in objs_in_stream.items():
    header += b"%d %d " % (n, len(body)); body += o + b" "
objstm = stream(b"/Type /ObjStm /N %d /First %d" % (len(objs_in_stream), len(header)), header + body)
out = b"%PDF-1.5\n%\xe2\xe3\xcf\xd3\n"
out += b"4 0 obj\n" + stream(b"", content1) + b"\nendobj\n"
out += b"5 0 obj\n" + stream(b"", content2) + b"\nendobj\n"
out += b"7 0 obj\n" + objstm + b"\nendobj\n"
xref_at = len(out)
out += b"8 0 obj\n<< /Type /XRef /Root 1 0 R /Size 9 /W [1 2 1] /Length 0 >>\nstream\n\nendstream\nendobj\nstartxref\n%d\n%%%%EOF\n" % xref_at
open("objstm.pdf", "wb").write(out)
print(len(out))
