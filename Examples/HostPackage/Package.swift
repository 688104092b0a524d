// swift-tools-version:6.0
// A program of your own that embeds the picker, beside a checkout of PanelPicker
// in ../panel-picker (scripts/check-host-package builds it that way).
import PackageDescription

let package = Package(
    name: "MyKiosk",
    dependencies: [
        // A path dependency is named after its folder: "../panel-picker" is the package "panel-picker".
        .package(path: "../panel-picker"),
    ],
    targets: [
        .executableTarget(name: "my-kiosk", dependencies: [.product(name: "PanelPicker", package: "panel-picker")]),
    ]
)
