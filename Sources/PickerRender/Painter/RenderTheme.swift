import PickerCore
import PickerSystem

/// The theme turned into what the inner loops use: packed colours, 0...256 opacities, open fonts.
struct RenderTheme {
    enum Band {
        case none
        case indicator(thicknessPx: Int)
        /// A rounded rectangle of `color` at `alpha256`/256 over the background.
        case overlay(color: UInt32, alpha256: Int)
        /// Premultiplied pixels stretched to the band's size.
        case image(pixels: [UInt32])
    }

    /// The colours, `0x00RRGGBB`, with alpha `0xFF` in the top byte when the target keeps alpha; the
    /// background premultiplied by its opacity (so over black where the target keeps no alpha).
    let background: UInt32
    let text: UInt32
    let highlightText: UInt32
    let disabledText: UInt32
    let tint: UInt32
    let dim256: Int
    /// A rich row's detail and trailing text are drawn at this share of full coverage: dimmer than
    /// the title in any colour, but at full coverage under the high-contrast preset, whose colours
    /// keep 7:1 only so (trial 66 measured a disabled row's detail at 4.1:1).
    let secondaryCoverage256: Int
    static let dimmedSecondaryCoverage256 = 176
    let band: Band
    let font: Font
    let highlightFont: Font
    /// Rich rows' detail line and trailing text: the theme's regular font at 7/10 of its size.
    let detailFont: Font
    let direction: TextDirection
    /// Disabled rows' titles are struck through (`theme.strike_disabled`), not told by colour alone.
    let strikesDisabledRows: Bool
    /// Every row's icons are drawn as silhouettes in its text colour (`theme.tint_icons`).
    let tintsIcons: Bool
    /// The top byte of an opaque colour: `0xFF` for a premultiplied ARGB target, 0 for XRGB (and RGB565's shadow).
    let opaque: UInt32
    /// The bits a blend keeps: all four channels, or XRGB's 24 (whose top byte stays 0).
    var keptBits: UInt32 { opaque | 0xFF_FFFF }

    /// The text colour of a column's row: a disabled row (or any row of a disabled picker) the
    /// theme's disabled colour; otherwise the row's own, else the theme's.
    func textColor(of row: Int, in column: PickerColumn, highlighted: Bool, disabled: Bool) -> UInt32 {
        if disabled { return disabledText }
        let own = column.textColors(row)
        if highlighted { return (own.highlightColor ?? own.color).map { $0.xrgb | opaque } ?? highlightText }
        return own.color.map { $0.xrgb | opaque } ?? text
    }

    /// The colour of a rich row's detail line and trailing text: the row's own detail colours,
    /// else its title's. A disabled row's are the theme's disabled colour, unless the row gives a
    /// detail colour of its own: the place to say why it is disabled ("2 zones open", trial 103
    /// could not read it in grey). Every row of a disabled picker draws in the disabled colour.
    func detailColor(of row: Int, in column: PickerColumn, highlighted: Bool, disabled: Bool, pickerDisabled: Bool) -> UInt32 {
        let own = column.detailColors(row)
        if disabled { return pickerDisabled ? disabledText : own.color.map { $0.xrgb | opaque } ?? disabledText }
        let color = highlighted ? own.highlightColor ?? own.color : own.color
        return color.map { $0.xrgb | opaque } ?? textColor(of: row, in: column, highlighted: highlighted, disabled: false)
    }

    /// Opens the fonts and the selection image. Errors name the file at fault.
    /// `writesAlpha`: the target is premultiplied ARGB, whose top byte is the pixel's opacity.
    /// `fontBasisPx`: what the default font size is a share of (`PickerConfig.fontBasisPx`).
    init(theme: ThemeConfig, fontBasisPx: Int, stacksDetails: Bool = false, bandSize: (width: Int, height: Int), library: FreeTypeLibrary,
         files: FileAccess, writesAlpha: Bool = false) throws {
        opaque = writesAlpha ? 0xFF00_0000 : 0
        background = theme.background.premultiplied(by: theme.backgroundAlpha) | (writesAlpha ? UInt32(theme.backgroundAlpha) << 24 : 0)
        text = theme.text.xrgb | opaque
        highlightText = theme.highlightText.xrgb | opaque
        disabledText = theme.disabledText.xrgb | opaque
        tint = theme.tint.xrgb | opaque
        dim256 = Int(theme.dim.raw >> 8)
        secondaryCoverage256 = theme.preset == .highContrast ? 256 : RenderTheme.dimmedSecondaryCoverage256
        direction = theme.direction
        strikesDisabledRows = theme.strikesDisabled
        tintsIcons = theme.tintsIcons
        let size = theme.fontSizePx(rowHeightPx: fontBasisPx, stacksDetails: stacksDetails)
        font = try RenderTheme.rowFont(theme, pixelSize: size, library: library, files: files)
        detailFont = try RenderTheme.rowFont(theme, pixelSize: max(4, size * 7 / 10), library: library, files: files)
        highlightFont = try RenderTheme.bandFont(theme, pixelSize: theme.highlightFontSizePx ?? size, library: library, files: files)
        switch theme.selection.style {
        case .none:
            band = .none
        case .indicator:
            band = .indicator(thicknessPx: theme.selection.thicknessPx)
        case .overlay:
            band = .overlay(color: (theme.selection.color ?? theme.tint).xrgb | opaque, alpha256: Int(theme.selection.alpha.raw >> 8))
        case .image:
            guard let path = theme.selection.imagePath else { throw RenderError("theme.selection.image is required for the image style") }
            let image: RGBAImage
            do { image = try PNGCodec.read(path: path, files: files) } catch { throw RenderError("theme.selection.image: \(error)") }
            band = .image(pixels: image.premultipliedScaled(toWidth: bandSize.width, height: bandSize.height))
        }
    }
}

extension RenderTheme {
    /// The theme's row font (`font`) at `pixelSize`.
    static func rowFont(_ theme: ThemeConfig, pixelSize: Int, library: FreeTypeLibrary, files: FileAccess) throws -> Font {
        try font(theme.fonts, key: "theme.font", builtIn: .dejaVuSans, style: "", pixelSize: pixelSize, library: library, files: files)
    }

    /// The theme's font inside the band (`highlight_font`, else `font`, else the built-in bold) at `pixelSize`.
    static func bandFont(_ theme: ThemeConfig, pixelSize: Int, library: FreeTypeLibrary, files: FileAccess) throws -> Font {
        try font(theme.highlightFontChain, key: theme.highlightFonts == nil ? "theme.font" : "theme.highlight_font",
                 builtIn: .dejaVuSansBold, style: ":bold", pixelSize: pixelSize, library: library, files: files)
    }

    /// What a font error adds: how to give a font.
    static let fontHelp = "give a readable .ttf or .otf file, or a fontconfig pattern such as \"DejaVu Sans\", or no font for the built-in DejaVu Sans"

    /// Opens a font chain. Patterns go through fontconfig; one that matches nothing is an
    /// error naming `key`. Without a chain the built-in face is used, which needs no file.
    /// Characters none of the chain's fonts has are drawn with fonts fontconfig finds in the
    /// same `style` (or the first pattern's own).
    static func font(
        _ sources: [FontSource]?, key: String, builtIn: BuiltInFont, style: String, pixelSize: Int, library: FreeTypeLibrary,
        files: FileAccess = .anywhere
    ) throws -> Font {
        let chain = sources ?? []
        let faces = try chain.map { source throws(RenderError) -> FaceSource in
            switch source {
            case .file(let path): return .file(path)
            case .pattern(let pattern):
                do throws(RenderError) { return try FontCatalog.file(matching: pattern).source } catch {
                    throw RenderError("\(key): \(error.message); \(fontHelp)")
                }
            }
        }
        // After the chain, fontconfig's choice: a chain of a Latin and a CJK font still draws an emoji.
        let fallback = if case .pattern(let pattern)? = chain.first { pattern } else { style }
        do {
            return try Font(sources: faces.isEmpty ? [.builtIn(builtIn)] : faces, pixelSize: pixelSize, library: library,
                            fallbackPattern: fallback, files: files)
        } catch let error as RenderError {
            throw RenderError("\(key): \(error.message); \(fontHelp)")
        }
    }
}

extension RGBColor {
    /// `0x00RRGGBB`.
    var xrgb: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    /// `0x00RRGGBB` with each channel scaled by `alpha`/255, rounded: `xrgb` itself at 255.
    func premultiplied(by alpha: UInt8) -> UInt32 {
        let a = UInt32(alpha)
        func scale(_ channel: UInt8) -> UInt32 { (UInt32(channel) * a + 127) / 255 }
        return scale(red) << 16 | scale(green) << 8 | scale(blue)
    }
}
