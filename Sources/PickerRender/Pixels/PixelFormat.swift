/// The scanout formats PanelPicker draws in. Names and fourcc codes follow
/// the kernel's `drm_fourcc.h` (little-endian words).
package enum PixelFormat: String, Sendable, CaseIterable {
    /// 32 bits a pixel: `x:R:G:B` 8:8:8:8, `DRM_FORMAT_XRGB8888` ('XR24').
    case xrgb8888
    /// 16 bits a pixel: `R:G:B` 5:6:5, `DRM_FORMAT_RGB565` ('RG16').
    case rgb565

    package var bytesPerPixel: Int {
        switch self {
        case .xrgb8888: 4
        case .rgb565: 2
        }
    }

    /// The DRM fourcc code (`fourcc_code('X','R','2','4')` etc.).
    package var fourcc: UInt32 {
        func code(_ s: String) -> UInt32 {
            s.utf8.enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
        }
        switch self {
        case .xrgb8888: return code("XR24")
        case .rgb565: return code("RG16")
        }
    }
}
