import PickerCore

/// The config's touch settings (`input.calibration`, `swap_axes`, `invert_x`,
/// `invert_y`): how the sensor sits on the panel in its native orientation.
package struct TouchMappingSettings: Equatable, Sendable {
    package var calibration: CalibrationMatrix
    package var swapAxes: Bool
    package var invertX: Bool
    package var invertY: Bool

    package init(calibration: CalibrationMatrix = .identity, swapAxes: Bool = false, invertX: Bool = false, invertY: Bool = false) {
        self.calibration = calibration
        self.swapAxes = swapAxes
        self.invertX = invertX
        self.invertY = invertY
    }
}

/// The picture the picker lays out: its size after rotation, and how the panel is turned.
package struct PanelGeometry: Equatable, Sendable {
    package var widthPx: Int
    package var heightPx: Int
    package var rotation: PanelRotation

    package init(widthPx: Int, heightPx: Int, rotation: PanelRotation = .upright) {
        self.widthPx = widthPx
        self.heightPx = heightPx
        self.rotation = rotation
    }
}

/// Device axis values → panel pixels for one device.
///
/// In order: clamp to the axis range, normalise (a value stands for the
/// centre of its cell, so cells map onto pixels without a half-pixel
/// drift), swap and invert, apply the calibration matrix (all on the panel's
/// native orientation, as libinput does), then turn into the rotated picture
/// and scale to its pixels. The arithmetic is integer: normalised values carry
/// 32 fraction bits, so a 32767-unit axis keeps every unit.
package struct TouchMapping: Equatable, Sendable {
    package var xAxis: DeviceCapabilities.AbsoluteAxis
    package var yAxis: DeviceCapabilities.AbsoluteAxis
    package var settings: TouchMappingSettings
    package var panel: PanelGeometry

    static let oneQ32: Int64 = 1 << 32

    package init(xAxis: DeviceCapabilities.AbsoluteAxis, yAxis: DeviceCapabilities.AbsoluteAxis, settings: TouchMappingSettings, panel: PanelGeometry) {
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.settings = settings
        self.panel = panel
    }

    /// The panel position of raw axis values `x`, `y`, inside [0, width) × [0, height).
    package func panelPosition(x: Int32, y: Int32) -> (x: Fixed, y: Fixed) {
        var u = TouchMapping.normalise(x, xAxis)
        var v = TouchMapping.normalise(y, yAxis)
        if settings.swapAxes { swap(&u, &v) }
        if settings.invertX { u = TouchMapping.oneQ32 - u }
        if settings.invertY { v = TouchMapping.oneQ32 - v }
        let m = settings.calibration
        let calibratedU = TouchMapping.affine(m.a, u, m.b, v, m.c)
        let calibratedV = TouchMapping.affine(m.d, u, m.e, v, m.f)
        let (pictureU, pictureV): (Int64, Int64)
        // PanelRotation.picturePoint on normalised coordinates (1 - v stands for "height - 1 - y" on cell centres).
        switch panel.rotation {
        case .upright: (pictureU, pictureV) = (calibratedU, calibratedV)
        case .quarter: (pictureU, pictureV) = (TouchMapping.oneQ32 - calibratedV, calibratedU)
        case .half: (pictureU, pictureV) = (TouchMapping.oneQ32 - calibratedU, TouchMapping.oneQ32 - calibratedV)
        case .threeQuarters: (pictureU, pictureV) = (calibratedV, TouchMapping.oneQ32 - calibratedU)
        }
        return (TouchMapping.pixels(pictureU, extent: panel.widthPx), TouchMapping.pixels(pictureV, extent: panel.heightPx))
    }

    /// (value - min + ½) / (max - min + 1) with 32 fraction bits, rounded to nearest.
    static func normalise(_ value: Int32, _ axis: DeviceCapabilities.AbsoluteAxis) -> Int64 {
        let cells = Int128(axis.maximum) - Int128(axis.minimum) + 1
        guard cells > 0 else { return oneQ32 / 2 }
        let offset = Int128(axis.clamp(value)) - Int128(axis.minimum)
        return Int64((((2 * offset + 1) << 32) + cells) / (2 * cells))
    }

    /// `p·u + q·v + r` for Q16 matrix entries and Q32 coordinates, in Q32 and
    /// clamped to [0, 1): calibration can push a touch off the panel, which then
    /// counts at the nearest edge. Formed in 128 bits, so no matrix overflows.
    static func affine(_ p: Fixed, _ u: Int64, _ q: Fixed, _ v: Int64, _ r: Fixed) -> Int64 {
        let sum = ((Int128(p.raw) * Int128(u) + Int128(q.raw) * Int128(v)) >> 16) + (Int128(r.raw) << 16)
        return Int64(min(max(sum, 0), Int128(oneQ32 - 1)))
    }

    /// A Q32 fraction of `extent` pixels as a `Fixed`, rounded to nearest: a sensor with one cell
    /// per pixel then maps value v to exactly v + ½.
    static func pixels(_ q32: Int64, extent: Int) -> Fixed {
        let rounded = (Int128(q32) * Int128(extent) + (1 << 15)) >> 16
        // Rounding must not carry the far edge onto the pixel past the panel.
        return Fixed(raw: Int64(min(rounded, (Int128(extent) << 16) - 1)))
    }
}
