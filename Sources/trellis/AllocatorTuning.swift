#if canImport(Glibc)
import Glibc
#endif

/// Keeps glibc from handing freed heap memory back to the system after every solve.
///
/// A run builds and frees thousands of solvers. With glibc's defaults, freeing one trims the top
/// of the heap and the next solve grows it again, which doubled the time of a small solve here.
/// Other platforms' allocators do not trim this eagerly and need nothing.
enum AllocatorTuning {
    static func apply() {
        #if canImport(Glibc)
        // mallopt is in <malloc.h>, which Swift's Glibc module does not export.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, topPad: Int32 = -2  // M_TRIM_THRESHOLD, M_TOP_PAD
        _ = mallopt(trimThreshold, 256 << 20)
        _ = mallopt(topPad, 16 << 20)
        #endif
    }
}
