import FuzzSupport

@_cdecl("FuzzInterfaceBuilder_main")
func fuzzerEntryPoint(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzInterfaceBuilder)
}
