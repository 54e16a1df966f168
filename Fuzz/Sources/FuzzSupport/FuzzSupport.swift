/// What both fuzz targets share: handing the command line to libFuzzer, and the rule that every
/// refusal of an input names `fuzz.yaml`, a line and a column.

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

/// SwiftPM links an executable's entry point as `<Target>_main`, so libFuzzer's own `main` is not
/// linked: each target's entry point calls this with its test function.
public func runFuzzer(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ test: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, test)
}

/// The name every input is loaded under.
public let fuzzFile = "fuzz.yaml"

/// Stops the fuzzer (a finding) unless `message` starts with `FILE:LINE:COLUMN:` (`fuzz.yaml` by default).
public func requirePosition(_ message: String, file: String = fuzzFile) {
    guard message.hasPrefix(file + ":") else { fatalError("error without a position: \(message)") }
    let parts = message.dropFirst(file.count + 1).split(separator: ":", maxSplits: 2)
    guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]), line >= 1, column >= 1 else {
        fatalError("error without a line and column: \(message)")
    }
}
