import DeviceCatalog

/// One input: a catalog file's bytes. Loading may refuse it, but only with a message that points
/// into the file; a catalog that loads has its devices' screens computed in every orientation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    do {
        let catalog = try DeviceCatalog.load(yaml: text, file: "fuzz.yaml")
        for device in catalog.devices {
            for orientation in device.supportedOrientations.orientations {
                let screen = device.screen(in: orientation)
                _ = screen.description
                guard screen.size.width.isFinite, screen.size.height.isFinite else { fatalError("non-finite screen \(screen)") }
            }
        }
        _ = catalog.merged(with: catalog)
    } catch {
        let message = error.description
        guard message.hasPrefix("fuzz.yaml:") else { fatalError("error without a position: \(message)") }
        let parts = message.dropFirst("fuzz.yaml:".count).split(separator: ":", maxSplits: 2)
        guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]), line >= 1, column >= 1 else {
            fatalError("error without a line and column: \(message)")
        }
    }
    return 0
}
