/// The solution hash of `FORMAT.md`: each value rounded to 1/64 pt, written as `q,`, a newline
/// per solution, hashed with 64-bit FNV-1a. Equal digests mean solvers agree to 1/128 pt.
public struct SolutionDigest: Sendable {
    public private(set) var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(solution values: [Double]) {
        for value in values {
            let quantum = (value * 64.0 + 0.5).rounded(.down)
            for byte in String(Int64(quantum)).utf8 { mix(byte) }
            mix(UInt8(ascii: ","))
        }
        mix(UInt8(ascii: "\n"))
    }

    private mutating func mix(_ byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// 16 lowercase hex digits, as `kiwi_bench.py` prints.
    public var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    public static func of(_ values: [Double]) -> String {
        var digest = SolutionDigest()
        digest.add(solution: values)
        return digest.hex
    }
}
