/// Apple's tracking for San Francisco by point size, in thousandths of an em (the Human Interface
/// Guidelines' "Tracking values" for SF Pro), which UIKit applies to the system font by itself.
/// Between the sizes listed it is linear; beyond them, the nearest end. The labels Xcode saved
/// agree with it at the text sizes: fitted without it, the extra width per glyph comes out at
/// +11.7 at 10 pt (table +12), -7.2 at 13 (-6), -16.5 at 15 (-16), -25.0 at 17 (-26).
enum TrackingTable {
    static let thousandths: [(size: Double, value: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11),
        (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (40, 10), (41, 9),
        (43, 9), (44, 8), (49, 8), (50, 7), (51, 7), (52, 6), (54, 6), (56, 5), (58, 5), (60, 4), (64, 4), (66, 3),
        (68, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// The tracking at `size`, in ems.
    static func ems(at size: Double) -> Double {
        let table = thousandths
        if size <= table[0].size { return table[0].value / 1000 }
        for (low, high) in zip(table, table.dropFirst()) where size <= high.size {
            return (low.value + (high.value - low.value) * (size - low.size) / (high.size - low.size)) / 1000
        }
        return table[table.count - 1].value / 1000
    }
}
