import Foundation

/// A short stable hash of text (64-bit FNV-1a, hex): enough to tell whether a file changed
/// between runs.
public enum ContentHash {
    public static func of(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return String(format: "%016llx", hash)
    }
}
