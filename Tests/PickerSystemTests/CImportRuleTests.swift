import PickerSystem
import Testing

/// The C-import rule (docs/architecture.md quotes the list): C comes in through PickerSystem's
/// Glibc and the one file that wraps each C library; the test tools are not held to it.
@Suite struct CImportRuleTests {
    static let sources = FileSystem.directoryName(of: FileSystem.directoryName(of: FileSystem.directoryName(of: #filePath))) + "/Sources"

    /// Each C module, and the files (under Sources/) or folders (ending in "/") that may import it.
    static let allowed: [String: [String]] = [
        "Glibc": ["PickerSystem/", "PickerDisplay/DRM/Device/LibDRMDevice.swift", "PickerInput/Evdev/EvdevDevice.swift",
                  "PickerInput/FeedbackOutputs/FeedbackDevice.swift", "PickerTestSupport/", "picker-bench/", "picker-soak/",
                  "picker-speech-bench/"],
        "CDRM": ["PickerDisplay/DRM/Device/LibDRMDevice.swift"],
        "CKernelDisplay": ["PickerDisplay/FBDev/Device/LinuxFramebufferDevice.swift", "PickerDisplay/Console/ConsoleGraphicsMode.swift"],
        "CEvdev": ["PickerInput/Evdev/EvdevDevice.swift", "PickerInput/FeedbackOutputs/FeedbackDevice.swift"],
        "CFreeType": ["PickerRender/FreeType/FontFace.swift", "PickerRender/Shaping/HarfBuzzFont.swift"],
        "CHarfBuzz": ["PickerRender/Shaping/HarfBuzzFont.swift"],
        "CFriBidi": ["PickerRender/Shaping/BidiLevels.swift"],
        "CFontConfig": ["PickerRender/FontConfig/FontCatalog.swift"],
        "CPNG": ["PickerRender/PNG/PNGCodec.swift", "PickerRender/PNG/PNGRowEncoder.swift"],
        "CBundledFonts": ["PickerRender/FreeType/FaceSource.swift"],
        "CMallocInfo": ["PickerSystem/HeapPolicy.swift", "picker-soak/"],
        "CPoll": ["PickerSystem/Poll.swift"],
        "CMosquitto": ["PickerFleet/Broker/MosquittoSession.swift"],
    ]

    /// Every Swift file under `folder`, as a path relative to Sources/.
    static func swiftFiles(under folder: String = "") throws -> [String] {
        var files: [String] = []
        for name in try FileSystem.entries(inDirectory: sources + "/" + folder).sorted() {
            let relative = folder + name
            switch try FileStatus.of(sources + "/" + relative)?.kind {
            case .directory?: files += try swiftFiles(under: relative + "/")
            case .regular? where name.hasSuffix(".swift"): files.append(relative)
            default: break
            }
        }
        return files
    }

    /// The C modules (Glibc and the C* targets) a file imports.
    static func cImports(of relative: String) throws -> [String] {
        let text = String(decoding: try FileSystem.readFile(sources + "/" + relative), as: UTF8.self)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("import "), let module = line.dropFirst("import ".count).split(separator: " ").first else { return nil }
            let isC = module == "Glibc" || (module.hasPrefix("C") && module.dropFirst().first?.isUppercase == true)
            return isC ? String(module) : nil
        }
    }

    static func mayImport(_ module: String, _ relative: String) -> Bool {
        (allowed[module] ?? []).contains { $0.hasSuffix("/") ? relative.hasPrefix($0) : relative == $0 }
    }

    @Test func everyCImportIsOnTheAllowList() throws {
        var outside: [String] = []
        for file in try Self.swiftFiles() {
            for module in try Self.cImports(of: file) where !Self.mayImport(module, file) {
                outside.append("\(file) imports \(module)")
            }
        }
        #expect(outside.isEmpty, "add the file to CImportRuleTests.allowed only if it is the one wrapper of its C library")
    }

    @Test func everyFileOnTheListStillImportsItsModule() throws {
        for (module, places) in Self.allowed {
            for place in places where !place.hasSuffix("/") {
                #expect(try Self.cImports(of: place).contains(module), "\(place) no longer imports \(module): take it off the list")
            }
        }
    }
}
