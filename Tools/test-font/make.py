#!/usr/bin/env python3
"""Makes Tests/TextMeasurementTests/Fixtures/TrellisTest-Regular.ttf: a tiny font of our own with
known metrics, for the tests of measuring text in a font file (FreeType). 1,000 units per em;
hhea ascender 800, descender -200, line gap 100; advances: space 250, A 600, B 700, e 450, .notdef 500.
Run: python3 Tools/test-font/make.py (needs fonttools)."""
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "Tests", "TextMeasurementTests", "Fixtures", "TrellisTest-Regular.ttf")

advances = {".notdef": 500, "space": 250, "A": 600, "B": 700, "e": 450}
builder = FontBuilder(1000, isTTF=True)
builder.setupGlyphOrder(list(advances))
builder.setupCharacterMap({0x20: "space", 0x41: "A", 0x42: "B", 0x65: "e"})
glyphs = {}
for name in advances:
    pen = TTGlyphPen(None)
    if name != "space":
        pen.moveTo((50, 0)); pen.lineTo((50, 700)); pen.lineTo((advances[name] - 50, 700)); pen.lineTo((advances[name] - 50, 0)); pen.closePath()
    glyphs[name] = pen.glyph()
builder.setupGlyf(glyphs)
builder.setupHorizontalMetrics({name: (advance, 50) for name, advance in advances.items()})
builder.setupHorizontalHeader(ascent=800, descent=-200, lineGap=100)
builder.setupNameTable({"familyName": "Trellis Test", "styleName": "Regular", "psName": "TrellisTest-Regular"})
builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
builder.setupPost()
builder.save(OUT)
print(OUT, os.path.getsize(OUT), "bytes")
