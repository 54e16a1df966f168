import FuzzSupport

@_cdecl("FuzzLayoutFile_main")
func fuzzerEntryPoint(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzLayoutFile)
}
