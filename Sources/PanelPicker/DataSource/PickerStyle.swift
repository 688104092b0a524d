import PickerCore
import PickerRender

/// A colour for `PickerStyle`, 8 bits a channel: `PickerColor(red:green:blue:)`
/// or `PickerColor(hex: "#rrggbb")` (the config file's colour type).
public typealias PickerColor = RGBColor

/// How a picker built from a `PickerDataSource` looks and moves: the
/// picker-wide keys of the config file (docs/config.md), typed. A property
/// left nil keeps the config file's default.
public struct PickerStyle: Equatable, Sendable {
    /// Which way rows scroll: `.vertical` (rows stack top to bottom, columns side by side)
    /// or `.horizontal` (items left to right, columns stacked; AKPickerView).
    public typealias Orientation = PickerCore.Orientation

    /// Which way a vertical picker's columns and sections follow one another: `.ltr` (the first on
    /// the left) or `.rtl` (the first on the right, for a right-to-left reader: Arabic, Hebrew).
    public typealias LayoutDirection = PickerCore.LayoutDirection

    /// The digits the numbers a picker makes are written in (`.latn` 0-9, `.arab` ٠-٩, `.arabext`
    /// ۰-۹, `.deva`, `.thai`, …: CLDR's numbering systems by id).
    public typealias Digits = PickerCore.Digits

    /// How rows are projected (AKPickerView's `pickerViewStyle`): `.wheel`, a 3D
    /// cylinder seen in perspective (`depth`), or `.flat` (rows may shrink with distance, `rowScale`).
    public typealias Appearance = WheelStyle

    /// How the selection band is marked (PickerView's selection styles).
    public enum Selection: Equatable, Sendable {
        case none
        /// Lines above and below the band in the tint colour (EMPickerView).
        case indicator(thickness: Int)
        /// A translucent band; nil colour means the tint. `alpha` 0...1 (the config's default is 0.25).
        case overlay(color: PickerColor?, alpha: Double)
        /// A PNG stretched over the band.
        case image(path: String)
    }

    /// Panel size used when the display does not decide it (offscreen, terminal), px (16...8192).
    /// A display or a render target's rectangle decides it otherwise, and the rows are checked
    /// against that size, not this one, unless it was set. Set, it is checked as a size (16...8192)
    /// when the configuration is made, before a rectangle is known.
    public var width = 800 { didSet { sizeSet = true } }
    /// See `width`.
    public var height = 480 { didSet { sizeSet = true } }
    /// `width` or `height` was set: the document says `size`.
    private var sizeSet = false
    /// Which way rows scroll; vertical by default.
    public var orientation = Orientation.vertical
    /// Wheel (default) or flat.
    public var appearance = Appearance.wheel
    /// Extent of a row along the scroll axis, px (8...512): its height, or in a horizontal picker
    /// an item's width. nil: 48, or in a horizontal picker as wide as the widest title needs.
    public var rowHeight: Int?
    /// Extra space between rows (AKPickerView's `interitemSpacing`), px (0...256).
    public var rowSpacing = 0
    /// Odd number of rows in view (1...31); the middle one is the selection band. nil: five, cut to
    /// what fits on a short picker, and on one taller than five rows need, as many as fill it (at
    /// most nine); a count given that does not fit is refused, naming how many do.
    public var visibleRows: Int?
    /// Gap between sections, px; nil keeps the default (12).
    public var sectionGap: Int?
    /// Fonts, a fallback chain (e.g. a CJK font after a Latin one): files or fontconfig patterns
    /// (`"Noto Sans CJK SC"`). nil: DejaVu Sans, compiled into the library (no file needed).
    public var fontPaths: [String]?
    /// Pixel size of the row font; nil: 60% of the row height (in a horizontal picker, of 48 px;
    /// 40% where a row has a detail under its title), shrunk, down to three fifths of that, until
    /// the titles that can be whole in the band are. Give one where rows change at run time (a
    /// disabled row given a reason under its title): the default follows them, every row at once.
    public var fontSize: Int?
    /// The font inside the band (AKPickerView's `highlightedFont`); nil: `fontPaths` when given,
    /// else DejaVu Sans Bold, compiled into the library.
    public var highlightedFontPaths: [String]?
    /// Pixel size inside the band; nil: `fontSize`.
    public var highlightedFontSize: Int?
    /// Row text outside the band; nil: grey, #9a9aa0.
    public var textColor: PickerColor?
    /// Row text inside the band; nil: white, #ffffff.
    public var highlightedTextColor: PickerColor?
    /// Disabled rows' text; nil: grey, #636366.
    public var disabledTextColor: PickerColor?
    /// Whether a disabled row's title is struck through, so it is told by more than its colour
    /// (`theme.strike_disabled`); nil: true.
    public var strikesDisabledRows: Bool?
    /// Behind everything; nil: black, #000000.
    public var backgroundColor: PickerColor?
    /// How opaque the background is, 0 (transparent) to 255 (opaque, as nil is): drawn into a host's
    /// premultiplied ARGB8888 target, the picker's rectangle carries that alpha for the host to compose
    /// over its own drawing from a layer of its own, as the picker redraws the rectangle (`theme.background` "#rrggbbaa").
    public var backgroundAlpha: UInt8?
    /// Indicator lines and the default overlay colour; nil: blue, #0a84ff.
    public var tintColor: PickerColor?
    /// How the selection band is marked; indicator lines by default (2 px, or the preset's).
    public var selection = PickerStyle.defaultSelection
    static let defaultSelection = Selection.indicator(thickness: 2)
    /// Opacity of unselected rows, 0...1; nil: 0.6.
    public var dim: Double?
    /// Fraction of the scroll extent over which rows fade at each end, 0...0.5 (0: no mask); nil: 0.3.
    public var fade: Double?
    /// Wheel perspective: eye distance in px (AKPickerView's `viewDepth`), smaller is stronger; nil: 1000.
    public var depth: Int?
    /// Flat appearance: scale of a row one band away from the centre (ExPickerView), above 0 and at most 1; nil: 1, no scaling.
    public var rowScale: Double?
    /// UIScrollView's deceleration per ms, in (0, 1): 0.998 normal, 0.99 fast; nil: 0.998. A brisk
    /// fling at 0.998 glides for about 4 s before it lands and `didSelect` comes (3.9 s from 2 px/ms,
    /// 4.9 s from 16); at 0.99, under 1 s (`panel-picker simulate` of a fling says when it lands).
    public var decelerationRate: Double?
    /// A row's base direction (`theme.direction`); nil: `.auto`, from the row's first strong character.
    /// `.rtl` also runs a horizontal picker's items right to left. It mirrors rows, not the order of
    /// columns and sections, which `layoutDirection` sets.
    public var direction: Direction?
    /// The order columns and sections stand in across a vertical picker (`layout_direction`); nil:
    /// `.ltr`, the first on the left. `.rtl` puts the first at the right edge (a right-to-left
    /// screen's, with `direction` `.rtl` for its rows); left and right keys follow what is shown.
    public var layoutDirection: LayoutDirection?
    /// The digits of the numbers the picker makes (`theme.digits`): a range's rows, a date's years
    /// and days, a time's hours and minutes; nil: `.latn`, 0-9. Values keep 0-9 (`"2026"`), so
    /// `selection` and `select(value:)` read the same whatever the rows show. Your own rows' text
    /// is yours to write.
    public var digits: Digits?
    /// Every row's icons drawn as their shapes in the row's text colour, in and out of the band
    /// (`theme.tint_icons`), as a disabled row's are; nil: false, each icon in its own colours.
    public var tintsIcons: Bool?
    /// How a choice is confirmed or cancelled (`confirm`).
    public var confirm = Confirm()
    /// Clicks and haptics as rows pass the band (`feedback`; docs/feedback.md).
    public var feedback = Feedback()
    /// Idle dimming and display sleep (`power`; docs/feedback.md).
    public var power = Power()
    /// What a confirm does (`mode`): `.oneshot` ends the picker, `.daemon` only tells the delegate
    /// and goes on, as a widget among others wants.
    public var mode = Mode.oneshot
    /// The language of the rows (`theme.lang`, BCP 47, e.g. `"de"`): speech says them with that
    /// voice. A new one alone, as new colours, leaves a drag, a fling or a step going.
    public var lang: String?
    /// A ready-made theme the colour properties start from (`theme.preset`); nil: none. High
    /// contrast fades no edge, so a wheel shows only rows whole enough to read: five rows with
    /// details show three (`appearance = .flat` shows all five; docs/accessibility.md).
    public var preset: Preset?
    /// Rows large enough to read at a distance (`theme.large_text`, EN 301 549 5.1.4); off by default.
    public var largeText = LargeText()
    /// Leave no row's trailing text out of the band (`theme.keep_trailing_text`): a price beside a
    /// drink is part of the choice. The default font shrinks to keep them (not below three fifths
    /// of itself), and a picker whose band leaves one out even so, or at the `fontSize` given, is
    /// refused, naming the row; so is a reload. Large text keeps them too. False: a row whose
    /// title and trailing text do not fit is drawn without it, and the log names the first such row.
    public var keepsTrailingText = false

    /// A ready-made theme (docs/accessibility.md).
    public enum Preset: String, Equatable, Sendable {
        /// White rows, yellow band text and lines on black: every text at least 7:1 against what it is
        /// drawn on (WCAG 1.4.6); a colour property set beside it may change it only as far as it keeps 7:1.
        case highContrast = "high-contrast"
    }

    /// Large text: rows grow so that a capital H is at least `capHeightPx` tall, in the rows' font and
    /// the band's, with the row height grown by the same factor.
    public struct LargeText: Equatable, Sendable {
        /// On from the start (`large_text`); the key turns it on and off while the picker runs.
        public var isOn = false
        /// The capital H's height (`large_text_cap_height_px`, 8...256), refused where the panel
        /// cannot keep it readable; nil: 32, or the tallest below it that the panel keeps readable.
        public var capHeightPx: Int?
        /// The key that switches it, by its name in linux/input-event-codes.h (`large_text_key`,
        /// `"KEY_F3"`); nil: `"KEY_L"`. A host's `send(.key(.largeText))` switches it too.
        public var keyName: String?
        /// Leave no row's trailing text out of the band (`large_text_keeps_trailing_text`): a unit
        /// such as "km/h" is part of its value. The capital H comes down as far as one pixel above
        /// the rows' own to keep them, and large text that must leave one out is refused, naming
        /// the row. False: large text may leave a trailing text out to stay large, and
        /// `Picker.largeTextNote` says which.
        public var keepsTrailingText = false

        public init(isOn: Bool = false, capHeightPx: Int? = nil, keyName: String? = nil, keepsTrailingText: Bool = false) {
            self.isOn = isOn
            self.capHeightPx = capHeightPx
            self.keyName = keyName
            self.keepsTrailingText = keepsTrailingText
        }
    }

    /// What a confirm does.
    public enum Mode: String, Equatable, Sendable {
        case oneshot, daemon
    }

    /// A row's base direction.
    public enum Direction: String, Equatable, Sendable {
        case auto, ltr, rtl
    }

    /// How a choice is confirmed or cancelled: the config's `confirm`.
    public struct Confirm: Equatable, Sendable {
        /// What a countdown that runs out does.
        public enum TimeoutAction: String, Equatable, Sendable {
            case confirm, cancel
        }

        /// Confirm the selection after this many seconds without input, with a countdown (`timeout_s`, 1...86400); nil: never.
        public var timeoutSeconds: Int?
        /// What the countdown does when it runs out (`timeout_action`): confirm the selection, or
        /// cancel it (`pickerDidCancel`; a screen timeout back to a start screen buys nothing).
        /// Read only with `timeoutSeconds`, as `extendSeconds` is: a style copied with its timer
        /// turned off (`timeoutSeconds = nil`) keeps them for when it is turned on again.
        public var timeoutAction = TimeoutAction.confirm
        /// Escape (and the socket's cancel) cancels (`allow_cancel`).
        public var allowsCancel = true
        /// A tap on the selected row confirms (`tap_selected`); false turns tap-to-confirm off.
        public var confirmsOnTapOfSelectedRow = true
        /// What any input gives the countdown: at least this long left (`extend_s`, 1...86400); nil: `timeoutSeconds`.
        public var extendSeconds: Int?
        /// The countdown's seconds are drawn in the picker's bottom-right corner (`show_countdown`); false
        /// for a host that shows its own countdown, or none (`picker(_:didWarnCountdown:)` still comes).
        public var showsCountdown = true

        public init(timeoutSeconds: Int? = nil, allowsCancel: Bool = true, confirmsOnTapOfSelectedRow: Bool = true,
                    extendSeconds: Int? = nil, showsCountdown: Bool = true, timeoutAction: TimeoutAction = .confirm) {
            self.timeoutSeconds = timeoutSeconds
            self.timeoutAction = timeoutAction
            self.allowsCancel = allowsCancel
            self.confirmsOnTapOfSelectedRow = confirmsOnTapOfSelectedRow
            self.extendSeconds = extendSeconds
            self.showsCountdown = showsCountdown
        }
    }

    /// Clicks and haptics as rows pass the band: the config's `feedback`. nil keeps the config's default.
    public struct Feedback: Equatable, Sendable {
        /// The haptic effect a motor plays.
        public enum Effect: String, Equatable, Sendable {
            case rumble, periodic
        }

        /// Rows passing the band click (`enabled`); `clicksEnabled` switches it while running.
        public var isEnabled = true
        /// Buzzers and haptic motors (`devices`), absolute paths; nil: every evdev device that can click.
        public var devicePaths: [String]?
        /// A buzzer's pitch (`tone_hz`, 20...20000); nil: 2000.
        public var toneHz: Int?
        /// How long a click lasts (`click_ms`, 1...500); nil: 8.
        public var clickMs: Int?
        /// Clicks closer together are dropped (`min_interval_ms`, 0...10000, at least `clickMs`); nil: 30.
        public var minimumIntervalMs: Int?
        /// The haptic effect (`effect`); nil: `.rumble`.
        public var effect: Effect?
        /// How long the confirm countdown's warning tone lasts (`warning_ms`, 1...2000); nil: 300.
        public var warningMs: Int?

        public init(isEnabled: Bool = true, devicePaths: [String]? = nil, toneHz: Int? = nil, clickMs: Int? = nil,
                    minimumIntervalMs: Int? = nil, effect: Effect? = nil, warningMs: Int? = nil) {
            self.isEnabled = isEnabled
            self.devicePaths = devicePaths
            self.toneHz = toneHz
            self.clickMs = clickMs
            self.minimumIntervalMs = minimumIntervalMs
            self.effect = effect
            self.warningMs = warningMs
        }
    }

    /// Idle dimming and display sleep: the config's `power`. nil keeps the config's default.
    public struct Power: Equatable, Sendable {
        /// Dim the backlight after this many seconds without input (`dim_after_s`, 1...86400); nil: never.
        public var dimAfterSeconds: Int?
        /// The dimmed brightness in percent (`dim_percent`, 0...100); nil: 30.
        public var dimPercent: Int?
        /// Turn the display off after this many seconds without input (`off_after_s`, more than `dimAfterSeconds`); nil: never.
        public var offAfterSeconds: Int?
        /// Which `/sys/class/backlight/NAME` to dim (`backlight`); nil: the first.
        public var backlight: String?

        public init(dimAfterSeconds: Int? = nil, dimPercent: Int? = nil, offAfterSeconds: Int? = nil, backlight: String? = nil) {
            self.dimAfterSeconds = dimAfterSeconds
            self.dimPercent = dimPercent
            self.offAfterSeconds = offAfterSeconds
            self.backlight = backlight
        }
    }

    /// The config file's defaults at 800x480.
    public init() {}

    /// The config keys this style sets.
    var documentEntries: [(String, JSONValue)] {
        let number = DataSourceDocument.number
        var entries: [(String, JSONValue)] = [
            ("orientation", .string(orientation.rawValue)),
            ("style", .string(appearance.rawValue)),
            ("row_spacing", .int(rowSpacing)),
        ]
        if sizeSet { entries.insert(("size", .string("\(width)x\(height)")), at: 0) }
        if let layoutDirection { entries.append(("layout_direction", .string(layoutDirection.rawValue))) }
        if let rowHeight { entries.append(("row_height", .int(rowHeight))) }
        if let visibleRows { entries.append(("visible_rows", .int(visibleRows))) }
        if let sectionGap { entries.append(("section_gap", .int(sectionGap))) }
        if let decelerationRate { entries.append(("deceleration_rate", number(decelerationRate))) }
        var theme: [(String, JSONValue)] = []
        if let fontPaths { theme.append(("font", .array(fontPaths.map { .string($0) }))) }
        if let fontSize { theme.append(("font_size", .int(fontSize))) }
        if let highlightedFontPaths { theme.append(("highlight_font", .array(highlightedFontPaths.map { .string($0) }))) }
        if let highlightedFontSize { theme.append(("highlight_font_size", .int(highlightedFontSize))) }
        for (key, color) in [("text", textColor), ("highlight_text", highlightedTextColor), ("disabled_text", disabledTextColor),
                             ("tint", tintColor)] {
            if let color { theme.append((key, .string(color.description))) }
        }
        if backgroundColor != nil || backgroundAlpha != nil {
            let color = (backgroundColor ?? RGBColor(red: 0, green: 0, blue: 0)).description
            theme.append(("background", .string(color + (backgroundAlpha.map { String($0 >> 4, radix: 16) + String($0 & 15, radix: 16) } ?? ""))))
        }
        if let strikesDisabledRows { theme.append(("strike_disabled", .bool(strikesDisabledRows))) }
        if let dim { theme.append(("dim", number(dim))) }
        if let fade { theme.append(("fade", number(fade))) }
        if let depth { theme.append(("depth", .int(depth))) }
        if let rowScale { theme.append(("row_scale", number(rowScale))) }
        if let direction { theme.append(("direction", .string(direction.rawValue))) }
        if let digits { theme.append(("digits", .string(digits.rawValue))) }
        if let tintsIcons { theme.append(("tint_icons", .bool(tintsIcons))) }
        if let lang { theme.append(("lang", .string(lang))) }
        if let preset { theme.append(("preset", .string(preset.rawValue))) }
        if largeText.isOn { theme.append(("large_text", .bool(true))) }
        if let capHeight = largeText.capHeightPx { theme.append(("large_text_cap_height_px", .int(capHeight))) }
        if let key = largeText.keyName { theme.append(("large_text_key", .string(key))) }
        if keepsTrailingText { theme.append(("keep_trailing_text", .bool(true))) }
        if largeText.keepsTrailingText { theme.append(("large_text_keeps_trailing_text", .bool(true))) }
        let band: [(String, JSONValue)] = switch selection {
        case .none: [("style", .string("none"))]
        case .indicator(let thickness): [("style", .string("indicator")), ("thickness", .int(thickness))]
        case .overlay(let color, let alpha):
            [("style", .string("overlay")), ("alpha", number(alpha))] + (color.map { [("color", JSONValue.string($0.description))] } ?? [])
        case .image(let path): [("style", .string("image")), ("image", .string(path))]
        }
        // The default is left unsaid, so a preset's own band (high contrast's 3 px lines) stands.
        if selection != PickerStyle.defaultSelection { theme.append(("selection", .object(JSONObject(band)))) }
        entries.append(("theme", .object(JSONObject(theme))))
        var confirmEntries: [(String, JSONValue)] = []
        if let timeout = confirm.timeoutSeconds { confirmEntries.append(("timeout_s", .int(timeout))) }
        // A countdown's settings say nothing without it (trial 104 turned the timer off on a copy of
        // a style that cancelled, and was refused for the leftover action).
        if confirm.timeoutSeconds != nil {
            if let extend = confirm.extendSeconds { confirmEntries.append(("extend_s", .int(extend))) }
            if confirm.timeoutAction != .confirm { confirmEntries.append(("timeout_action", .string(confirm.timeoutAction.rawValue))) }
        }
        if !confirm.allowsCancel { confirmEntries.append(("allow_cancel", .bool(false))) }
        if !confirm.confirmsOnTapOfSelectedRow { confirmEntries.append(("tap_selected", .bool(false))) }
        if !confirm.showsCountdown { confirmEntries.append(("show_countdown", .bool(false))) }
        var feedbackEntries: [(String, JSONValue)] = []
        if !feedback.isEnabled { feedbackEntries.append(("enabled", .bool(false))) }
        if let paths = feedback.devicePaths { feedbackEntries.append(("devices", .array(paths.map { .string($0) }))) }
        for (key, value) in [("tone_hz", feedback.toneHz), ("click_ms", feedback.clickMs), ("min_interval_ms", feedback.minimumIntervalMs),
                             ("warning_ms", feedback.warningMs)] {
            if let value { feedbackEntries.append((key, .int(value))) }
        }
        if let effect = feedback.effect { feedbackEntries.append(("effect", .string(effect.rawValue))) }
        var powerEntries: [(String, JSONValue)] = []
        for (key, value) in [("dim_after_s", power.dimAfterSeconds), ("dim_percent", power.dimPercent), ("off_after_s", power.offAfterSeconds)] {
            if let value { powerEntries.append((key, .int(value))) }
        }
        if let backlight = power.backlight { powerEntries.append(("backlight", .string(backlight))) }
        if mode != .oneshot { entries.append(("mode", .string(mode.rawValue))) }
        // Only what the style changes is written, so a default style's document is the one it always was.
        for (key, object) in [("confirm", confirmEntries), ("feedback", feedbackEntries), ("power", powerEntries)] where !object.isEmpty {
            entries.append((key, .object(JSONObject(object))))
        }
        return entries
    }

    /// The config file's top-level keys that a style says.
    static let configKeys: Set<String> = Set(propertyNames.map { String($0.keyPath.prefix { $0 != "." }) } + ["theme", "mode"])

    /// The Swift property each config key a style writes comes from, for errors: a bad value is
    /// named as the program spelt it (`style.visibleRows`), not as the config key it became.
    static let propertyNames: [(keyPath: String, property: String)] = [
        ("size", "style.width and style.height"), ("orientation", "style.orientation"), ("layout_direction", "style.layoutDirection"), ("style", "style.appearance"),
        ("row_height", "style.rowHeight"), ("row_spacing", "style.rowSpacing"), ("visible_rows", "style.visibleRows"),
        ("section_gap", "style.sectionGap"), ("deceleration_rate", "style.decelerationRate"),
        ("theme.font", "style.fontPaths"), ("theme.font_size", "style.fontSize"),
        ("theme.highlight_font", "style.highlightedFontPaths"), ("theme.highlight_font_size", "style.highlightedFontSize"),
        ("theme.text", "style.textColor"), ("theme.highlight_text", "style.highlightedTextColor"),
        ("theme.disabled_text", "style.disabledTextColor"), ("theme.strike_disabled", "style.strikesDisabledRows"),
        ("theme.background", "style.backgroundColor"),
        ("theme.tint", "style.tintColor"), ("theme.dim", "style.dim"), ("theme.fade", "style.fade"), ("theme.depth", "style.depth"),
        ("theme.row_scale", "style.rowScale"), ("theme.direction", "style.direction"), ("theme.digits", "style.digits"), ("theme.tint_icons", "style.tintsIcons"), ("theme.selection", "style.selection"),
        ("confirm.timeout_s", "style.confirm.timeoutSeconds"), ("confirm.extend_s", "style.confirm.extendSeconds"),
        ("confirm.timeout_action", "style.confirm.timeoutAction"), ("confirm", "style.confirm"),
        ("feedback.devices", "style.feedback.devicePaths"), ("feedback.tone_hz", "style.feedback.toneHz"),
        ("feedback.click_ms", "style.feedback.clickMs"), ("feedback.min_interval_ms", "style.feedback.minimumIntervalMs"),
        ("feedback", "style.feedback"),
        ("power.dim_after_s", "style.power.dimAfterSeconds"), ("power.dim_percent", "style.power.dimPercent"),
        ("power.off_after_s", "style.power.offAfterSeconds"), ("power.backlight", "style.power.backlight"), ("power", "style.power"),
        ("theme.lang", "style.lang"), ("theme.preset", "style.preset"), ("theme.large_text", "style.largeText.isOn"),
        ("theme.large_text_cap_height_px", "style.largeText.capHeightPx"), ("theme.large_text_key", "style.largeText.keyName"),
        ("theme.large_text_keeps_trailing_text", "style.largeText.keepsTrailingText"),
        ("theme.keep_trailing_text", "style.keepsTrailingText"),
        ("feedback.warning_ms", "style.feedback.warningMs"),
    ]

    /// `message` with a leading style key (`visible_rows: expected ...`) named by its Swift property
    /// (`style.visibleRows: expected ...`), and a key it quotes beside it (`click_ms`) by its property's
    /// name (`clickMs`); nil when it does not start with a style key.
    static func renamingStyleKey(in message: String) -> String? {
        let named = propertyNames.filter { entry in
            message.hasPrefix(entry.keyPath) && [":", ".", "["].contains(message.dropFirst(entry.keyPath.count).first.map(String.init) ?? "")
        }
        guard let entry = named.max(by: { $0.keyPath.count < $1.keyPath.count }) else { return nil }
        var property = entry.property
        var rest = message.dropFirst(entry.keyPath.count)
        // An element of an array property (theme.font[0]) is the property's element: style.fontPaths[0].
        while rest.first == "[", let close = rest.firstIndex(of: "]") {
            property += rest[...close]
            rest = rest[rest.index(after: close)...]
        }
        guard rest.first != ":" else { return swiftWords(in: property + renamingQuotedKeys(in: rest, besides: entry.keyPath), property: property) }
        // A key below the property (theme.selection.alpha) is the property's part: named in brackets after it.
        let part = rest.dropFirst().prefix { $0 != ":" }
        return "\(property) (\(part))" + rest.dropFirst(part.count + 1)
    }

    /// Config words a message uses for a value that a program gives otherwise, and the Swift words
    /// for them; a phrase of no property is said under whichever property the message names.
    private static let swiftPhrases: [(property: String?, config: String, swift: String)] = [
        ("style.decelerationRate", #", "normal" or "fast""#, " (UIKit's normal is 0.998, its fast 0.99)"),
        ("style.rowHeight", "a larger size", "a larger style.height (style.width when horizontal)"),
        // One config key, `theme.background`, is two properties: its opacity is the alpha's (trial 66
        // was told to change a style.backgroundColor it never set).
        ("style.backgroundColor", ##"style.backgroundColor: the high-contrast preset needs an opaque background, so its contrast is known; give "#rrggbb""##,
         "style.backgroundAlpha: the high-contrast preset needs an opaque background, so its contrast is known; give 255, or leave it nil"),
        // The high-contrast preset's band advice (trial 63 was given the config's words).
        (nil, #"(selection.alpha) or "style": "indicator""#, "(a smaller alpha in style.selection = .overlay(color:alpha:)) or .indicator(thickness:)"),
    ]

    /// `text` with the config words that name `property`'s other spellings put in Swift's.
    private static func swiftWords(in text: String, property: String) -> String {
        var result = text
        for phrase in swiftPhrases where phrase.property == nil || phrase.property == property {
            guard let start = result.indices.first(where: { result[$0...].hasPrefix(phrase.config) }) else { continue }
            let end = result.index(start, offsetBy: phrase.config.count)
            result = String(result[..<start]) + phrase.swift + result[end...]
        }
        return result
    }

    /// `text` with each config key of `keyPath`'s group it quotes (`click_ms` beside `feedback.min_interval_ms`)
    /// named by its property (`clickMs`). Only keys with an underscore are taken: a plain word may be English.
    private static func renamingQuotedKeys(in text: Substring, besides keyPath: String) -> String {
        let group = keyPath.split(separator: ".").dropLast()
        var names: [Substring: Substring] = [:]
        for sibling in propertyNames {
            let parts = sibling.keyPath.split(separator: ".")
            if let key = parts.last, key.contains("_"), parts.dropLast() == group, let name = sibling.property.split(separator: ".").last {
                names[key] = name
            }
        }
        var renamed = "", word: Substring = ""
        func endWord() {
            renamed += names[word] ?? word
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                endWord()
                renamed.append(character)
            }
        }
        endWord()
        return renamed
    }
}

extension PickerStyle {
    /// `message` of large text that cuts a title of a data source's column (`sections[0].columns[1]:
    /// large text cuts "Kitchen" in …`) with the property at fault first, as a style's errors name it,
    /// and what a program sets to mend it; nil for any other message. The config's words said "large
    /// text" twice after `setLargeText`'s "large text:" and named a key the program never wrote.
    static func renamingLargeTextCut(in message: String) -> String? {
        let given = PickerRenderer.largeTextCutAdvice, noRoom = PickerRenderer.largeTextCutNoRoomAdvice
        guard let advice = [given, noRoom].first(where: { message.hasSuffix($0) }),
              let (section, column, cut) = largeTextColumnProblem(in: message, after: PickerRenderer.largeTextCutWords, advice: advice) else { return nil }
        let widths = columnWidthProperties(section: section)
        return "style.largeText.\(advice == given ? "capHeightPx" : "isOn"): in column \(column) of section \(section), the grown font cuts \(cut)"
            + (advice == given ? "give the column more width (\(widths)) or a smaller capital H"
                : "give the column more width (\(widths)), or turn large text off: no capital H taller than the rows' own keeps it readable")
    }

    /// The same for large text that must keep a column's trailing text and cannot
    /// (`keepsTrailingText`): the property that asks it first, and the widths a program gives.
    static func renamingLargeTextLeftOut(in message: String) -> String? {
        guard let (section, column, leftOut) = largeTextColumnProblem(in: message, after: ": ", advice: PickerRenderer.trailingTextsNotKeptAdvice)
        else { return nil }
        return "style.largeText.keepsTrailingText: in column \(column) of section \(section), \(leftOut)"
            + "give the column more width (\(columnWidthProperties(section: section))), or set it false to let large text leave trailing text out"
    }

    /// The same for a band that must keep every trailing text and does not (`keepsTrailingText`).
    static func renamingTrailingTextLeftOut(in message: String) -> String? {
        // After the column's key comes its id, which a data source may give: the words follow it.
        let words = ": the band leaves "
        guard let (section, column, problem) = largeTextColumnProblem(in: message, after: " ", advice: PickerRenderer.trailingTextsLeftOutAdvice)
        else { return nil }
        let parts = String(problem).parts(separatedBy: words)
        guard parts.count == 2 else { return nil }
        return "style.keepsTrailingText: in column \(column) of section \(section), the band leaves \(parts[1])give the column more width "
            + "(\(columnWidthProperties(section: section))), the rows shorter titles or a smaller style.fontSize, or set it false to let "
            + "the band leave trailing text out"
    }

    /// A large-text problem of column `sections[section].columns[column]`: its words between `words`
    /// after the column's key and `advice` at the end; nil for a message not so made.
    private static func largeTextColumnProblem(in message: String, after words: String, advice: String) -> (section: Int, column: Int, problem: Substring)? {
        guard message.hasSuffix(advice) else { return nil }
        var rest = Substring(message)
        guard let section = rest.takeIndex(after: "sections["), let column = rest.takeIndex(after: ".columns["), rest.hasPrefix(words) else { return nil }
        return (section, column, rest.dropFirst(words.count).dropLast(advice.count))
    }

    private static func columnWidthProperties(section: Int) -> String {
        "widthFractionsForSections(), widthFractions(forColumnsInSection: \(section))"
    }

}
