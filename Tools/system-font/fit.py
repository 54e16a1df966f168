#!/usr/bin/env python3
"""Fits San Francisco's advance widths, per weight, on the labels and buttons Xcode saved at their natural width.

Data:
  natural-widths.tsv  the labels and buttons whose saved width follows their text's natural width,
                      found by Trellis itself (`trellis verify-ib --natural-widths`): each probed by
                      solving its layout again with its intrinsic width 4 pt wider and 4 pt narrower.
  ../shared/ib-wide/labels.tsv and SOURCES.tsv: each label's text and font, each file's pixel scale
                      (read, never copied: the texts stay in the shared set).

Model (what `SystemFontMetrics` computes): a line of text at `size` points is
    size * (sum of the graphemes' advances in ems  +  kerning of its pairs in ems
            +  tracked graphemes * tracking(size) / 1000)
rounded up to the device pixel (a button's title: to a whole point). The tracking table is the one Apple publishes for SF Pro (Human
Interface Guidelines, Typography, "Tracking values"). Chinese, Japanese and Korean characters come
from PingFang, which the table does not track; emoji from Apple Color Emoji. Sizes from 20 pt use
SF's display optical size, whose letters are set tighter: one factor per size, fitted.

Kerning: one value per class of the classic Latin pairs (KERNING_CLASSES), fitted with the regular
advances and used at every weight; `--cross-validate` compares the classes with no kerning.

Fit: regular weight first (ridge regression towards Liberation Sans' advances scaled to SF, which
stands in for characters the data never shows), dropping labels more than 2 pt or 4% off and
fitting again (saved frames that are not their text's width: text changed after the frame was
saved, frames held by a constraint the probe cannot see); then each other weight as the regular
advances times a fitted ratio, with per-character corrections where the weight has data. One file
in five (by the SHA-1 of its name) is held back and never used for the fit; the report gives both.

Writes ../../Sources/TextMeasurement/SystemFontAdvances.swift and REPORT.md next to this script.
Run from anywhere: python3 Tools/system-font/fit.py (needs numpy and fonttools).
"""
import collections
import csv
import hashlib
import math
import os
import sys

import numpy as np
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
SHARED = os.path.normpath(os.path.join(ROOT, "..", "shared", "ib-wide"))
PRIOR_FONT = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"
OUTPUT = os.path.join(ROOT, "Sources", "TextMeasurement", "SystemFontAdvances.swift")
REPORT = os.path.join(HERE, "REPORT.md")

WEIGHTS = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
# Apple's SF Pro tracking table (1/1000 em by point size), between the sizes listed linearly.
TRACKING = {6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26,
            18: -25, 19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8, 27: 11, 28: 14, 29: 14,
            30: 14, 31: 13, 32: 13, 33: 12, 34: 12, 35: 11, 36: 10, 37: 10, 38: 10, 39: 10, 40: 10, 41: 9,
            42: 9, 43: 9, 44: 8, 45: 8, 46: 8, 47: 8, 48: 8, 49: 8, 50: 7, 51: 7, 52: 6, 53: 6, 54: 6,
            56: 5, 58: 5, 60: 4, 62: 4, 64: 4, 66: 3, 68: 2, 70: 2, 72: 2, 76: 1, 80: 0}
TEXT_STYLES = {"Body": (17, "regular"), "Headline": (17, "semibold"), "Subhead": (15, "regular"),
               "Footnote": (13, "regular"), "Caption1": (12, "regular"), "Caption2": (11, "regular"),
               "Callout": (16, "regular"), "Title3": (20, "regular"), "Title2": (22, "regular"),
               "Title1": (28, "regular"), "Title0": (34, "regular")}
# The characters the table lists: printable ASCII, Latin-1, Latin Extended-A, general punctuation,
# currency and arrows that Liberation Sans has. Others are estimated by class at run time.
TABLE_RANGES = [(0x20, 0x7E), (0xA0, 0xFF), (0x100, 0x17F), (0x2010, 0x2027), (0x2030, 0x203A), (0x20AC, 0x20AC),
                (0x2122, 0x2122), (0x2190, 0x2193)]
DISPLAY_FROM = 20
# How strongly a character's advance is held to its base (Liberation Sans scaled, or regular times
# the weight's ratio): in points of a 1-em advance, against each occurrence's size.
REGULAR_RIDGE = 8.0
WEIGHT_RIDGE = 8.0
DISPLAY_KNOTS = [20, 22, 24, 26, 28, 32]
# Pair kerning, the classic pairs of a Latin face: the first glyph's advance changes when the
# second follows it. One value per class, fitted with the regular advances (towards 0, held by
# KERNING_RIDGE like an advance), and used at every weight. Chosen by five-fold cross-validation
# over the files: these classes, not one per capital letter or per pair (those fit noise).
XHEIGHT = "acdegmnopqrsuvwxyz"
KERNING_CLASSES = [
    ("T before a lowercase letter", [("T", XHEIGHT)]),
    ("V, W or Y before a lowercase letter", [("VWY", XHEIGHT)]),
    ("P before a, c, e or o", [("P", "aceo")]),
    ("A beside T, V, W or Y", [("A", "TVWY"), ("TVWY", "A")]),
    ("a period or comma after T, V, W, Y, P, F, r, v, w or y", [("TVWYPFrvwy", ".,")]),
]
KERNING_RIDGE = 4.0


def tracking(size):
    keys = sorted(TRACKING)
    if size <= keys[0]:
        return TRACKING[keys[0]] / 1000
    if size >= keys[-1]:
        return 0.0
    for low, high in zip(keys, keys[1:]):
        if low <= size <= high:
            return (TRACKING[low] + (TRACKING[high] - TRACKING[low]) * (size - low) / (high - low)) / 1000


def is_cjk(ch):
    o = ord(ch[0])
    return 0x2E80 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or 0xFF00 <= o <= 0xFFEF or 0xAC00 <= o <= 0xD7AF


def is_emoji(ch):
    o = ord(ch[0])
    return 0x1F000 <= o <= 0x1FAFF or 0x2600 <= o <= 0x27BF and len(ch) > 1 or any(ord(c) == 0xFE0F for c in ch)


def graphemes(text):
    """Grapheme clusters, near enough for the texts of labels: a base and its combining marks,
    variation selectors, skin tones and zero-width-joined sequences."""
    out = []
    join = False
    for ch in text:
        o = ord(ch)
        extends = 0x300 <= o <= 0x36F or o in (0xFE0E, 0xFE0F, 0x200D) or 0x1F3FB <= o <= 0x1F3FF or 0xE0020 <= o <= 0xE007F
        if out and (extends or join):
            out[-1] += ch
        else:
            out.append(ch)
        join = o == 0x200D
    return out


def unescape(text):
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text):
            out.append({"t": "\t", "n": "\n", "\\": "\\"}.get(text[i + 1], text[i + 1]))
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def font_of(row):
    """(size, weight) of a label in the system font, or None for another font."""
    if row["font_style"]:
        return TEXT_STYLES.get(row["font_style"].replace("UICTFontTextStyle", ""))
    if row["font_name"] and row["font_name"] != ".AppleSystemUIFont" or row["font_type"] == "italicSystem":
        return None
    if not row["font_pointSize"]:
        return (17.0, "regular") if not row["font_type"] and not row["font_name"] else None
    weight = "bold" if row["font_type"] == "boldSystem" else (row["font_weight"] or "regular")
    return (float(row["font_pointSize"]), weight) if weight in WEIGHTS else None


def load():
    natural = {}
    with open(os.path.join(HERE, "natural-widths.tsv")) as f:
        for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            natural[(r["file"], r["id"])] = float(r["width"])
    with open(os.path.join(SHARED, "SOURCES.tsv")) as f:
        scales = {r["local_file"]: float(r["device_scale"] or 2) for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)}
    data = []
    with open(os.path.join(SHARED, "labels.tsv")) as f:
        for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            key = (r["local_file"], r["element_id"])
            if key not in natural or r["kind"] not in ("label", "button") or r["attributed"] == "yes":
                continue
            font, inset = font_of(r), 0.0
            if r["kind"] == "button":
                font, inset = button_font_and_insets(r)
                if font is None or button_shows_image(r["local_file"], r["element_id"]):
                    continue
            text = unescape(r["text"])
            if not font or not text or "\n" in text:
                continue
            scale = scales.get(r["local_file"], 2.0)
            # UIButton rounds its title's width up to a whole point, UILabel to a pixel.
            data.append(dict(text=graphemes(text), size=font[0], weight=font[1], width=natural[key] - inset,
                             scale=scale, grid=1.0 if r["kind"] == "button" else scale, kind=r["kind"],
                             file=r["local_file"]))
    return data


def button_font_and_insets(row):
    """A button without a configuration: its title's font (15 pt for a system button that names
    none, 18 pt for a custom one: UIButton's defaults) and its side insets; None otherwise."""
    if row["button_config_style"]:
        return None, 0.0
    if not row["font_type"] and not row["font_name"] and not row["font_style"]:
        font = (15.0 if row["button_type"] else 18.0, "regular")
    else:
        font = font_of(row)
    insets = dict(part.split("=") for part in row["content_edge_insets"].split(";") if "=" in part)
    return font, float(insets.get("minX", 0)) + float(insets.get("maxX", 0))


_files = {}


def button_shows_image(file, element_id):
    """Whether the button element draws an image (its width is then not its title's)."""
    if file not in _files:
        with open(os.path.join(SHARED, "files", file), encoding="utf-8", errors="replace") as f:
            _files[file] = f.read()
    text = _files[file]
    start = text.find(f'id="{element_id}"')
    end = text.find("</button>", start)
    element = text[start:end if end >= 0 else start]
    return start < 0 or " image=" in element or "backgroundImage=" in element or "<imageReference" in element


def fold(file):
    """Which of five folds a file is in, by the SHA-1 of its name."""
    return int(hashlib.sha1(file.encode()).hexdigest(), 16) % 5


def held_back(file):
    return fold(file) == 0


def liberation_advances():
    """Liberation Sans' advance of a grapheme in ems (0.55 for one it lacks)."""
    font = TTFont(PRIOR_FONT)
    cmap, metrics, upm = font.getBestCmap(), font["hmtx"].metrics, font["head"].unitsPerEm
    return lambda g: metrics[cmap[ord(g[0])]][0] / upm if ord(g[0]) in cmap else 0.55


class Model:
    def __init__(self, prior, kerning_classes=KERNING_CLASSES):
        self.prior = prior
        self.advances = {w: {} for w in WEIGHTS}
        self.ratio = {w: 1.0 for w in WEIGHTS}
        self.cjk = 1.0
        # Extra ems per glyph from SF's display optical size, at sizes from DISPLAY_FROM (knots).
        self.display = {}
        self.emoji = (0.0, 1.0)
        # Each kerning class's ems, and the class of each pair it lists.
        self.kerning = [0.0] * len(kerning_classes)
        self.pair_class = {a + b: i for i, (_, sides) in enumerate(kerning_classes)
                           for firsts, seconds in sides for a in firsts for b in seconds}

    def kerned(self, text):
        """The kerning of a text's pairs, in ems."""
        return sum(self.kerning[self.pair_class[a + b]] for a, b in zip(text, text[1:]) if a + b in self.pair_class)

    def advance(self, weight, g):
        if is_cjk(g):
            return None
        if is_emoji(g):
            return None
        table = self.advances[weight]
        if g in table:
            return table[g]
        regular = self.advances["regular"].get(g, self.prior(g))
        return regular * self.ratio[weight]

    def natural(self, d, text=None, weight=None):
        size, weight = d["size"], weight or d["weight"]
        ems, tracked, fixed = 0.0, 0, 0.0
        for g in text or d["text"]:
            if is_cjk(g):
                fixed += self.cjk * size
            elif is_emoji(g):
                fixed += self.emoji[0] + self.emoji[1] * size
            else:
                ems += self.advance(weight, g)
                tracked += 1
        return size * (ems + self.kerned(text or d["text"]) + tracked * (tracking(size) + self.optical(size))) + fixed

    def optical(self, size):
        knots = sorted(self.display)
        if not knots or size < DISPLAY_FROM:
            return 0.0
        if size >= knots[-1]:
            return self.display[knots[-1]]
        for low, high in zip(knots, knots[1:]):
            if low <= size <= high:
                return self.display[low] + (self.display[high] - self.display[low]) * (size - low) / (high - low)
        return self.display[knots[0]]

    def saved(self, d):
        return math.ceil(self.natural(d) * d["grid"] - 1e-6) / d["grid"]


def within(model, d):
    return abs(model.saved(d) - d["width"]) <= 1 / d["scale"] + 1e-6


def fit_weight(model, rows, weight, lam, base, fit_kerning=False):
    """Ridge fit of `weight`'s advances (Latin graphemes only), towards `base(g)`; with
    `fit_kerning`, the kerning classes' values too (set on the model), else the model's kerning is
    taken as it is."""
    latin = [d for d in rows if not any(is_cjk(g) or is_emoji(g) for g in d["text"])]
    chars = sorted({g for d in latin for g in d["text"]})
    if not chars:
        return {}
    index = {g: i for i, g in enumerate(chars)}
    classes = len(model.kerning) if fit_kerning else 0
    a = np.zeros((len(latin), len(chars) + classes))
    b = np.zeros(len(latin))
    for i, d in enumerate(latin):
        for g in d["text"]:
            a[i, index[g]] += d["size"]
        b[i] = d["width"] - 0.5 / d["grid"] - d["size"] * len(d["text"]) * (tracking(d["size"]) + model.optical(d["size"]))
        for first, second in zip(d["text"], d["text"][1:]):
            pair = model.pair_class.get(first + second)
            if pair is None:
                continue
            if fit_kerning:
                a[i, len(chars) + pair] += d["size"]
            else:
                b[i] -= d["size"] * model.kerning[pair]
    # The regularisation is per character: one that appears often is free to leave its base.
    prior = np.array([base(g) for g in chars] + [0.0] * classes)
    ridge = np.diag([lam] * len(chars) + [KERNING_RIDGE] * classes)
    x, *_ = np.linalg.lstsq(np.vstack([a, ridge]), np.concatenate([b, ridge @ prior]), rcond=None)
    if fit_kerning:
        model.kerning = [float(v) for v in x[len(chars):]]
    # A character seen in a few labels only can take up their noise: kept within half its base either way.
    return {g: float(min(max(x[index[g]], 0.5 * prior[index[g]]), 1.5 * prior[index[g]])) for g in chars}


def robust(model, rows, refit, rounds=4):
    kept = rows
    for _ in range(rounds):
        refit(kept)
        kept = [d for d in rows if abs(model.saved(d) - d["width"]) <= max(2, 0.04 * d["width"])]
    return kept


def fit_scalar(model, rows, setter, values):
    best = max(values, key=lambda v: (setter(v), sum(within(model, d) for d in rows))[1])
    setter(best)
    return best


def main():
    liberation = liberation_advances()
    data = load()
    fit_rows = [d for d in data if not held_back(d["file"])]
    test_rows = [d for d in data if held_back(d["file"])]
    model = Model(liberation)

    # Regular, text sizes: the bulk of the data.
    regular = [d for d in fit_rows if d["weight"] == "regular" and d["size"] < DISPLAY_FROM]
    seen = collections.Counter(g for d in regular for g in d["text"])
    kept = robust(model, regular, lambda rows: model.advances.__setitem__("regular", fit_weight(model, rows, "regular", REGULAR_RIDGE, liberation, fit_kerning=True)))
    # Liberation Sans scaled to SF for characters never seen.
    common = [g for g, n in seen.items() if n >= 5 and g in model.advances["regular"] and liberation(g) > 0.1]
    scale = float(np.median([model.advances["regular"][g] / liberation(g) for g in common]))
    model.prior = lambda g: liberation(g) * scale

    # Chinese, Japanese and Korean; emoji; the display optical size.
    fit_scalar(model, [d for d in fit_rows if any(is_cjk(g) for g in d["text"])], lambda v: setattr(model, "cjk", v),
               [1.0 + i / 200 for i in range(-10, 11)])
    emoji_rows = [d for d in fit_rows if any(is_emoji(g) for g in d["text"])]
    fit_scalar(model, emoji_rows, lambda v: setattr(model, "emoji", (v, 1.0)), [i / 4 for i in range(0, 33)])
    # The display optical size: at each knot, the median extra per glyph that the labels within
    # a point of it need beyond the text-size advances and the tracking table.
    for knot in DISPLAY_KNOTS:
        near = [d for d in fit_rows if d["weight"] == "regular" and abs(d["size"] - knot) <= 1 and d["size"] >= DISPLAY_FROM
                and not any(is_cjk(g) or is_emoji(g) for g in d["text"])]
        extra = [((d["width"] - 0.5 / d["grid"]) / d["size"] - sum(model.advance("regular", g) for g in d["text"])
                  - model.kerned(d["text"])) / len(d["text"])
                 - tracking(d["size"]) for d in near]
        if extra:
            model.display[knot] = float(np.median(extra))

    # Other weights: a ratio to regular, then per-character corrections where there is data.
    # Heavier weights are wider: going out from regular, each weight's ratio is no narrower than
    # the next lighter one's (a lighter weight's no wider than the next heavier one's), so a
    # weight with a handful of labels cannot overtake its neighbour.
    middle = WEIGHTS.index("regular")
    for outward in (WEIGHTS[middle + 1:], WEIGHTS[:middle][::-1]):
        bound = 1.0
        for weight in outward:
            heavier = WEIGHTS.index(weight) > middle
            values = [v for v in (0.85 + i / 400 for i in range(0, 121)) if (v >= bound if heavier else v <= bound)] or [bound]
            rows = [d for d in fit_rows if d["weight"] == weight]
            if rows:
                fit_scalar(model, rows, lambda v: model.ratio.__setitem__(weight, v), values)
            else:
                model.ratio[weight] = bound
            bound = model.ratio[weight]
            if len(rows) >= 30:
                base = lambda g: model.advances["regular"].get(g, model.prior(g)) * model.ratio[weight]
                robust(model, rows, lambda rs: model.advances.__setitem__(weight, fit_weight(model, rs, weight, WEIGHT_RIDGE, base)))

    write_swift(model, data, seen, scale)
    write_report(model, fit_rows, test_rows, kept, len(data))


def table_characters():
    for low, high in TABLE_RANGES:
        for o in range(low, high + 1):
            yield chr(o)


def write_swift(model, data, seen, scale):
    chars = [c for c in table_characters() if model.prior(c) > 0 or c == " "]
    lines = [
        "// Generated by Tools/system-font/fit.py; do not edit. San Francisco's advance widths in",
        "// ten-thousandths of an em, fitted on the labels and buttons of ../shared/ib-wide saved at their natural",
        f"// width ({len(data)} labels and buttons, {sum(1 for d in data if not held_back(d['file']))} used for the fit; Tools/system-font/REPORT.md).",
        f"// Characters the data never shows are Liberation Sans' advances times {scale:.4f} (`estimated`).",
        "",
        "extension SystemFontMetrics {",
        "    /// The characters listed, in order of their Unicode scalar.",
        "    static let scalars: [UInt32] = [",
    ]
    for i in range(0, len(chars), 16):
        lines.append("        " + ", ".join(str(ord(c)) for c in chars[i:i + 16]) + ",")
    lines += ["    ]", "", "    /// Whether each listed character's advance is an estimate (no label in the data shows it).",
              "    static let estimated: [Bool] = ["]
    flags = ["false" if seen.get(c, 0) > 0 else "true" for c in chars]
    for i in range(0, len(flags), 16):
        lines.append("        " + ", ".join(flags[i:i + 16]) + ",")
    lines += ["    ]", "", "    /// Per weight (`FontWeight.allCases` order), each listed character's advance.",
              "    static let advanceTable: [[UInt16]] = ["]
    for weight in WEIGHTS:
        values = [round(model.advance(weight, c) * 10000) for c in chars]
        lines.append(f"        // {weight}")
        lines.append("        [")
        for i in range(0, len(values), 16):
            lines.append("            " + ", ".join(str(v) for v in values[i:i + 16]) + ",")
        lines.append("        ],")
    lines += ["    ]", "",
              "    /// Each weight's advances relative to regular, for characters outside the table.",
              "    static let weightRatios: [Double] = [" + ", ".join(f"{model.ratio[w]:.4f}" for w in WEIGHTS) + "]",
              f"    /// Liberation Sans' advances times this are SF's, for characters outside the table.",
              f"    static let estimateScale = {scale:.4f}",
              f"    /// Chinese, Japanese and Korean characters (PingFang): ems, untracked.",
              f"    static let ideographAdvance = {model.cjk:.4f}",
              f"    /// Emoji (Apple Color Emoji): points plus ems times the size, untracked.",
              f"    static let emojiAdvance = (points: {model.emoji[0]:.4f}, ems: {model.emoji[1]:.4f})",
              "    /// Pair kerning, by class: the first characters, the second ones, and the ems added to",
              "    /// the first one's advance when a second one follows it.",
              "    static let kerningClasses: [(first: String, second: String, ems: Double)] = ["]
    for (_, sides), ems in zip(KERNING_CLASSES, model.kerning):
        for firsts, seconds in sides:
            lines.append(f'        ("{firsts}", "{seconds}", {ems:.4f}),')
    lines += ["    ]",
              f"    /// From {DISPLAY_FROM} pt SF's display optical size sets letters tighter: ems added to each",
              f"    /// glyph's advance at these sizes, linearly between them, the last one beyond.",
              "    static let displayOffsets: [(size: Double, ems: Double)] = [" + ", ".join(f"({k}, {v:.4f})" for k, v in sorted(model.display.items())) + "]",
              "}", ""]
    with open(OUTPUT, "w") as f:
        f.write("\n".join(lines))


def write_report(model, fit_rows, test_rows, kept, total):
    def table(rows, key):
        groups = collections.defaultdict(list)
        for d in rows:
            groups[key(d)].append(d)
        out = ["| | texts | within 1 px | within 1 pt |", "|---|---:|---:|---:|"]
        for k in sorted(groups, key=lambda k: (str(type(k)), k)):
            g = groups[k]
            px = sum(within(model, d) for d in g)
            pt = sum(abs(model.saved(d) - d["width"]) <= 1 for d in g)
            out.append(f"| {k:g} pt |" if isinstance(k, float) else f"| {k} |")
            out[-1] += f" {len(g)} | {px} ({100 * px / len(g):.0f}%) | {pt} ({100 * pt / len(g):.0f}%) |"
        px = sum(within(model, d) for d in rows)
        pt = sum(abs(model.saved(d) - d["width"]) <= 1 for d in rows)
        out.append(f"| all | {len(rows)} | {px} ({100 * px / max(1, len(rows)):.0f}%) | {pt} ({100 * pt / max(1, len(rows)):.0f}%) |")
        return "\n".join(out)

    size_key = lambda d: float(d["size"]) if d["size"] in (11, 12, 13, 14, 15, 16, 17, 20, 24, 28, 34) else "other sizes"
    text = f"""# San Francisco's advances: the fit and its residuals

Generated by `fit.py` with the table it writes (`Sources/TextMeasurement/SystemFontAdvances.swift`).
{total} single-line labels and buttons in the system font saved at their natural width
(`natural-widths.tsv`, from `trellis verify-ib ../shared/ib-wide/files --natural-widths`; buttons
without a configuration or an image, less their side insets);
{len(fit_rows)} in the files used for the fit ({len(kept)} regular-weight text-size ones kept once
saved frames more than 2 pt or 4% off were dropped), {len(test_rows)} in files held back (one in five by the
SHA-1 of the file name) and never used for it. A label is within when the width computed and rounded up
to its design device's pixel is the saved width within one pixel (a button's title: rounded up to a
whole point, as UIButton does); saved widths of one text differ by a pixel between iOS versions
(17-pt "Label": 41.5 and 42 on @2x screens).

Fitted besides the table: weight ratios to regular {", ".join(f"{w} {model.ratio[w]:.3f}" for w in WEIGHTS)};
display optical size (ems per glyph from {DISPLAY_FROM} pt) {", ".join(f"{k} pt {v:+.4f}" for k, v in sorted(model.display.items()))}; Chinese, Japanese and Korean
characters {model.cjk:.3f} em untracked; emoji {model.emoji[0]:.2f} pt + {model.emoji[1]:.2f} em;
pair kerning (ems) {"; ".join(f"{name} {ems:+.4f}" for (name, _), ems in zip(KERNING_CLASSES, model.kerning))}.

## Held back, by size

{table(test_rows, size_key)}

## Held back, by kind

{table(test_rows, lambda d: d["kind"] + "s")}

## Held back, by weight

{table(test_rows, lambda d: d["weight"])}

## Used for the fit, by size

{table(fit_rows, size_key)}

## Used for the fit, by weight

{table(fit_rows, lambda d: d["weight"])}
"""
    with open(REPORT, "w") as f:
        f.write(text)
    print(text)


def cross_validate():
    """Five folds over the files: regular-weight text-size labels within a pixel, fitted on the
    other four folds, without kerning and with the kerning classes (how the classes were chosen)."""
    liberation = liberation_advances()
    prior = lambda g: liberation(g) * 1.057
    rows = [d for d in load() if d["weight"] == "regular" and d["size"] < DISPLAY_FROM
            and not any(is_cjk(g) or is_emoji(g) for g in d["text"])]
    for name, classes in (("no kerning", []), ("kerning classes", KERNING_CLASSES)):
        hits = 0
        for k in range(5):
            model = Model(prior, kerning_classes=classes)
            train = [d for d in rows if fold(d["file"]) != k]
            robust(model, train, lambda rs: model.advances.__setitem__(
                "regular", fit_weight(model, rs, "regular", REGULAR_RIDGE, prior, fit_kerning=bool(classes))))
            hits += sum(within(model, d) for d in rows if fold(d["file"]) == k)
        print(f"{name}: {hits} of {len(rows)} within a pixel")


if __name__ == "__main__":
    sys.exit(cross_validate() if "--cross-validate" in sys.argv else main())
