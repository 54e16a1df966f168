import ArgumentParser
import LayoutModel

/// `--no-size-limits`: for the tools that measure how the cost grows past `LayoutLimits.standard`
/// (`bench-layout`, and `export-system` for kiwisolver to solve the same system).
struct SizeLimitOptions: ParsableArguments {
    @Flag(help: "Solve layouts beyond the size limits every other command refuses (to measure how the cost grows).")
    var noSizeLimits = false

    var limits: LayoutLimits { noSizeLimits ? .none : .standard }
}
