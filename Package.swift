// swift-tools-version:6.0
import PackageDescription

// Data flows one way (see docs/architecture.md):
// evdev → PickerInput → PickerCore → PickerRender → PickerDisplay; PickerControl feeds PickerCore.
// Only the C* targets and the adapter files that import them touch C.
/// How we recommend linking a picker for a panel: one static executable (no dynamic
/// loader, no shared-library symbol tables to walk), with the functions a running
/// picker executes laid out together (link/hot-symbols.order, written by
/// scripts/order-symbols). The kernel maps code 64 KiB around each page fault, so
/// scattered hot functions would make most of the binary resident.
/// Debian ships every C library static except HarfBuzz: scripts/setup builds
/// libharfbuzz.a from Debian's source package into `staticHarfBuzzDirectory`.
/// The static archives' own dependencies are named here (FreeType: zlib, Brotli;
/// fontconfig: expat), as `pkg-config --static --libs` lists them.
/// Group names (the control socket's `group`) are still looked up through NSS, which
/// a static glibc loads from the device's own libnss_*.so for sources beyond files.
/// docs/rendering.md has the figures.
let packageRoot = String(#filePath.dropLast("/Package.swift".count))
let staticHarfBuzzDirectory = "/usr/local/lib/panel-picker"
/// Release builds only: debug builds link test bundles against the executables' code.
/// The link map (`.build/<name>.map`) lists every archive member the linker took, which is
/// how scripts/notices holds THIRD_PARTY_LICENSES to what the binary really contains.
/// scripts/build-arm64 names another folder (PANEL_PICKER_LINK_MAPS), so that the aarch64
/// link does not overwrite the x86-64 maps.
let linkMapFolder = Context.environment["PANEL_PICKER_LINK_MAPS"] ?? "\(packageRoot)/.build"
/// One static executable of a program that uses the library: what docs/library.md gives a host program.
let staticExecutableFlags = [
    "-static-executable", "-use-ld=lld", "-L\(staticHarfBuzzDirectory)", "-lz", "-lbrotlidec", "-lbrotlicommon", "-lexpat",
]
func staticPanelExecutable(_ name: String) -> [LinkerSetting] {
    [
        .unsafeFlags(staticExecutableFlags + [
            "-Xlinker", "--symbol-ordering-file=\(packageRoot)/link/hot-symbols.order",
            "-Xlinker", "--no-warn-symbol-ordering",
            "-Xlinker", "-Map=\(linkMapFolder)/\(name).map",
        ], .when(configuration: .release))
    ]
}

let package = Package(
    name: "PanelPicker",
    products: [
        .executable(name: "panel-picker", targets: ["panel-picker"]),
        // The picker as a Swift library: a Picker object to embed in a program of your own.
        .library(name: "PanelPicker", targets: ["PanelPicker"]),
        .executable(name: "picker-bench", targets: ["picker-bench"]),
    ],
    targets: [
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // linux/fb.h and linux/kd.h (linux-libc-dev): the fbdev and console structs and constants.
        .systemLibrary(name: "CKernelDisplay"),
        // malloc.h's mallinfo2, for picker-soak's heap count (tests and measurements only).
        .systemLibrary(name: "CMallocInfo"),
        // ppoll(2), a GNU extension Swift's Glibc module leaves out: the event loop's sleeps to the microsecond.
        .systemLibrary(name: "CPoll"),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CFontConfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        // MQTT and its TLS (OpenSSL) for the fleet bridge only; Debian ships it shared, so the kiosk never links it.
        .systemLibrary(name: "CMosquitto", pkgConfig: "libmosquitto", providers: [.apt(["libmosquitto-dev"])]),
        // Fonts/ compiled in (an assembler .incbin): the faces a theme that names no font draws with, needing no files.
        .target(name: "CBundledFonts", cSettings: [.headerSearchPath("../../Fonts")]),
        // Before main: the Swift runtime's hashing seed, which waits for the kernel's random pool early in a boot.
        .target(name: "CEarlyBoot"),

        // Pure Swift: no C, no Foundation, no clock.
        .target(name: "PickerCore"),
        // Thin typed wrappers over Glibc syscalls (fds, errno, poll, files); the only place that imports Glibc for I/O.
        .target(name: "PickerSystem", dependencies: ["CPoll", "CMallocInfo"]),
        .target(name: "PickerRender", dependencies: ["PickerCore", "PickerSystem", "CFreeType", "CHarfBuzz", "CFriBidi", "CFontConfig", "CPNG", "CBundledFonts"]),
        .target(name: "PickerDisplay", dependencies: ["PickerCore", "PickerRender", "PickerSystem", "CDRM", "CKernelDisplay"]),
        .target(name: "PickerInput", dependencies: ["PickerCore", "PickerSystem", "CEvdev"]),
        // The control socket: protocol, server (driven by the kiosk's poll loop), client.
        .target(name: "PickerControl", dependencies: ["PickerCore", "PickerSystem"]),
        // Running as a service: sd_notify, journal log levels, socket activation, the state store.
        .target(name: "PickerService", dependencies: ["PickerCore", "PickerSystem"]),
        // Child processes, scratch directories, a control socket client and file trees of every kind for tests and the fuzz targets (not part of any product).
        .target(name: "PickerTestSupport", dependencies: ["PickerCore", "PickerSystem"]),
        // Saves states in a loop so a test can kill -9 it mid-write (tests only, not installed).
        .executableTarget(name: "picker-state-writer", dependencies: ["PickerService", "PickerSystem"]),
        // Serves a socket-activated control socket with sd_notify (tests only, not installed).
        .executableTarget(name: "picker-control-probe", dependencies: ["PickerControl", "PickerCore", "PickerService", "PickerSystem"]),
        // A picker taking input every frame, and how much its heap grew (tests only, not installed).
        .executableTarget(name: "picker-soak", dependencies: ["PanelPicker", "PickerSystem", "CMallocInfo"]),
        // Speech's latency (docs/speech.md): a tool of its own, so picker-bench's peak memory stays the renderer's.
        .executableTarget(name: "picker-speech-bench", dependencies: ["PanelPicker", "PickerCore", "PickerSystem", "PickerTestSupport"]),
        // The public API: one Picker owning display, input, engine and renderer, driven from one poll() loop.
        .target(name: "PanelPicker", dependencies: ["PickerCore", "PickerRender", "PickerDisplay", "PickerInput", "PickerSystem"],
                plugins: ["BuildInfo"]),
        // Writes VERSION, the git commit and THIRD_PARTY_LICENSES into PanelPicker before each build (PickerBuild).
        .plugin(name: "BuildInfo", capability: .buildTool()),
        // `panel-picker run` on duty: the poll loop, the control socket's command handling, confirm, saved state, SIGHUP.
        .target(name: "PickerKiosk", dependencies: ["PanelPicker", "PickerService", "PickerCore", "PickerRender", "PickerSystem", "PickerControl", "PickerDisplay", "PickerInput"]),
        .executableTarget(name: "panel-picker", dependencies: ["PickerKiosk", "PanelPicker", "PickerService", "PickerCore", "PickerRender", "PickerDisplay", "PickerInput", "PickerSystem", "PickerControl", "CEarlyBoot"], linkerSettings: staticPanelExecutable("panel-picker")),
        // The fleet bridge (`panel-picker mqtt`): the control socket's columns as Home Assistant MQTT Selects, on one EventLoop.
        .target(name: "PickerFleet", dependencies: ["PickerCore", "PickerSystem", "PickerControl", "PickerService", "CMosquitto"]),
        // The bridge as its own dynamically linked program (libmosquitto is shared-only on Debian); `panel-picker mqtt` starts it.
        .executableTarget(name: "panel-picker-mqtt", dependencies: ["PickerFleet", "PickerSystem"],
                          linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]),
        // Harness tooling for the real-kernel tests (Tests/VM): a deterministic pattern through the DRM backend.
        .executableTarget(name: "vm-pattern", dependencies: ["PickerCore", "PickerDisplay", "PickerRender", "PickerSystem"], path: "Tests/VM/Pattern"),
        // The input path on a real kernel (Tests/VM): evdev devices into the engine, recorded as a trace.
        .executableTarget(name: "vm-input", dependencies: ["PickerCore", "PickerInput", "PickerSystem"], path: "Tests/VM/Input"),
        // Linked as a panel build is, so its peak memory is the one a panel sees.
        .executableTarget(name: "picker-bench", dependencies: ["PickerCore", "PickerRender", "PickerSystem", "PickerControl", "PickerTestSupport"], linkerSettings: staticPanelExecutable("picker-bench")),
        // One function per input surface (config, control line, trace, state file, evdev), for libFuzzer and the regression corpus.
        .target(name: "PickerFuzzTargets", dependencies: ["PickerCore", "PickerRender", "PickerControl", "PickerService", "PickerInput", "PanelPicker", "PickerKiosk", "PickerSystem", "PickerTestSupport"]),
        // Replays inputs through a fuzz target; built with -DFUZZING (scripts/fuzz) it is the libFuzzer entry point.
        .executableTarget(name: "picker-fuzz", dependencies: ["PickerFuzzTargets", "PickerSystem"]),

        .testTarget(name: "PickerCoreTests", dependencies: ["PickerCore", "PickerSystem"], exclude: ["Traces"]),
        .testTarget(name: "PickerSystemTests", dependencies: ["PickerSystem", "PickerTestSupport"]),
        .testTarget(name: "PickerInputTests", dependencies: ["PickerInput", "PickerCore", "PickerSystem"], exclude: ["Devices"]),
        // Golden PNGs are read by path (#filePath), not as bundle resources, so the tests need no Foundation.
        .testTarget(name: "PickerRenderTests", dependencies: ["PickerRender", "PickerCore", "PickerSystem", "PickerTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "PickerDisplayTests", dependencies: ["PickerCore", "PickerRender", "PickerDisplay", "PickerSystem", "PickerTestSupport"]),
        // The library's public API only (no @testable): an own loop on a manual clock, offscreen.
        // Public API only (no @testable); the support module runs `panel-picker render` to compare frames.
        .testTarget(name: "PanelPickerTests", dependencies: ["PanelPicker", "PickerRender", "PickerSystem", "PickerTestSupport", "panel-picker", "picker-soak"]),
        // An embedding example: a Wi-Fi chooser with its own data source and loop (docs/library.md).
        // Linked as docs/library.md tells a host program to (scripts/check-example-links runs it alone).
        .executableTarget(name: "wifi-picker", dependencies: ["PanelPicker"], path: "Examples/WifiPicker",
                          linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]),
        // A whole offscreen program on a manual clock that saves its frame (docs/library.md); one static
        // executable as docs/library.md tells a host program to link it (scripts/check-example-links runs it alone).
        .executableTarget(name: "offscreen-picker", dependencies: ["PanelPicker"], path: "Examples/OffscreenPicker",
                          linkerSettings: [.unsafeFlags(staticExecutableFlags, .when(configuration: .release))]),
        // Two pickers drawing into a screen buffer the program owns, under its own header (docs/library.md).
        .executableTarget(name: "composite-picker", dependencies: ["PanelPicker"], path: "Examples/CompositePicker"),
        // An order panel in a screen the program owns, on a manual clock, speaking through its delegate (docs/cookbook.md).
        .executableTarget(name: "cookbook", dependencies: ["PanelPicker"], path: "Examples/Cookbook"),
        // The host package's program (Examples/HostPackage, whose manifest scripts/check-host-package resolves), compiled here too.
        .executableTarget(name: "my-kiosk", dependencies: ["PanelPicker"], path: "Examples/HostPackage/Sources/my-kiosk"),
        // `panel-picker run` as a child process: socket commands, signals, saved state, the terminal preview in tmux.
        .testTarget(name: "PanelPickerCommandTests", dependencies: ["PickerControl", "PickerCore", "PickerService", "PickerSystem", "PickerTestSupport", "panel-picker", "panel-picker-mqtt"]),
        // The kiosk in process, offscreen on a manual clock: its command handling, trust checks and save timing through seams.
        .testTarget(name: "PickerKioskTests", dependencies: ["PickerKiosk", "PanelPicker", "PickerControl", "PickerCore", "PickerSystem", "PickerTestSupport", "PickerDisplay", "PickerRender"]),
        .testTarget(name: "PickerControlTests", dependencies: ["PickerControl", "PickerCore", "PickerSystem", "PickerTestSupport", "panel-picker"]),
        .testTarget(name: "PickerFuzzTests", dependencies: ["PickerFuzzTargets", "PickerSystem"], exclude: ["Corpus", "json.dict"]),
        .testTarget(name: "PickerServiceTests", dependencies: ["PickerService", "PickerSystem", "PickerTestSupport", "picker-state-writer", "picker-control-probe", "panel-picker"]),
    ]
)

// Examples are what people copy: a warning in one (a deprecated call) fails every build, the tests' included.
for example in package.targets where ["wifi-picker", "offscreen-picker", "composite-picker", "cookbook", "my-kiosk"].contains(example.name) {
    example.swiftSettings = (example.swiftSettings ?? []) + [.unsafeFlags(["-warnings-as-errors"])]
}
