/// How far a panel is mounted turned clockwise, so the picture must be drawn
/// turned the same amount counter-clockwise on its scanout to look upright
/// (the kernel's `DRM_MODE_ROTATE_*` and Wayland's output transforms count the
/// same way). The picker is laid out at the picture size; the display and the
/// touch mapping convert between picture and scanout pixels with this.
package enum PanelRotation: Int, Sendable, CaseIterable, CustomStringConvertible {
    case upright = 0
    case quarter = 90
    case half = 180
    case threeQuarters = 270

    package init?(degrees: Int) { self.init(rawValue: degrees) }

    package var degrees: Int { rawValue }
    package var description: String { "\(rawValue)°" }

    /// True when the picture's width runs along the scanout's height.
    package var swapsAxes: Bool { self == .quarter || self == .threeQuarters }

    /// The picture size for a scanout of `scanoutWidth` x `scanoutHeight` (and back: the map is its own inverse on sizes).
    package func rotatedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsAxes ? (height, width) : (width, height)
    }

    /// The scanout pixel that shows picture pixel (`x`, `y`) of a `pictureWidth` x `pictureHeight` picture.
    package func scanoutPoint(x: Int, y: Int, pictureWidth: Int, pictureHeight: Int) -> (x: Int, y: Int) {
        switch self {
        case .upright: (x, y)
        case .quarter: (y, pictureWidth - 1 - x)
        case .half: (pictureWidth - 1 - x, pictureHeight - 1 - y)
        case .threeQuarters: (pictureHeight - 1 - y, x)
        }
    }

    /// The picture pixel shown at scanout pixel (`x`, `y`) (the inverse of `scanoutPoint`), e.g. for a touch.
    package func picturePoint(x: Int, y: Int, pictureWidth: Int, pictureHeight: Int) -> (x: Int, y: Int) {
        switch self {
        case .upright: (x, y)
        case .quarter: (pictureWidth - 1 - y, x)
        case .half: (pictureWidth - 1 - x, pictureHeight - 1 - y)
        case .threeQuarters: (y, pictureHeight - 1 - x)
        }
    }

    /// The scanout rectangle covering picture rectangle `rect`.
    package func scanoutRect(_ rect: Rect, pictureWidth: Int, pictureHeight: Int) -> Rect {
        guard !rect.isEmpty else { return rect }
        let a = scanoutPoint(x: rect.x, y: rect.y, pictureWidth: pictureWidth, pictureHeight: pictureHeight)
        let b = scanoutPoint(x: rect.maxX - 1, y: rect.maxY - 1, pictureWidth: pictureWidth, pictureHeight: pictureHeight)
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x) + 1, height: abs(a.y - b.y) + 1)
    }
}
