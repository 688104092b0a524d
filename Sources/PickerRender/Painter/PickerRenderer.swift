import PickerCore
import PickerSystem

/// Draws a picker into pixel buffers: one instance per config and panel size.
///
/// Each frame gets the model (rows may change at run time) and every column's
/// scroll offset. The renderer remembers what it drew last, repaints only the
/// parts of columns that moved (plus any stale damage the display names for a
/// buffer that is older than the last frame), and reports the rectangles.
/// The output depends only on the config, model and offsets.
package final class PickerRenderer {
    package let layout: PickerLayout
    let theme: RenderTheme
    /// The rows' font size, outside the band.
    package var rowFontSizePx: Int { theme.font.pixelSize }
    let rowFonts: RowFonts
    let chrome: ChromePainter
    /// Flat style's per-row scale one row-height from the centre (ExPickerView), nil when off.
    let rowScale16: Int?
    let axis: RowSpriteBuilder.Axis
    /// Cross padding at the column's ends for left- and right-aligned text, px.
    let paddingPx: Int
    /// The capital H large text draws at least (`theme.large_text_cap_height_px`, or lower by
    /// `sizing`'s best effort); nil when large text is off.
    package let largeTextCapHeightPx: Int?
    /// Said when `sizing` drew large text with a shorter H than the default, and why: what the
    /// default met (`large text: a capital H of 24 px, not the default 32: at 32 px, columns[0]: …`).
    package var largeTextNote: String?
    /// Said when `sizing` gave a date section's months less than their longest name needs.
    package var monthsCutNote: String?
    /// The characters no installed font had, drawn as boxes so far (trial 54's emoji were, and
    /// nothing said so): the picker logs each once.
    package var uncoveredCharacters: Set<UInt32> {
        theme.font.uncovered.union(theme.highlightFont.uncovered).union(theme.detailFont.uncovered).union(rowFonts.uncovered)
    }
    /// Per column id, what the band lost of the first rows it drew cut: a title, a trailing text,
    /// a detail (trial 108's "350 kW" beside "CCS (Megawatt)" went, trial 109's "Goutte-à-goutte A"
    /// read "Goutte-à-gout…", trial 111's reason "Serbatoio dell'ac…", and nothing said so). The
    /// picker logs each once.
    package internal(set) var bandLosses: [String: [BandLoss]] = [:]
    /// Per column id, how many band rows `bandLosses` has looked at.
    var bandRowsNoted: [String: Int] = [:]
    /// The band rows of a column `bandLosses` looks at, at most.
    static let bandRowsNoted = 64
    /// The columns of a date section, whose cut months `monthsCutNote` says.
    let dateColumns: Set<Int>
    var cache = RowCache(byteBudget: 4 << 20)
    /// The decoded row images, by file; `imageFiles` says which file each path named when last opened.
    let imageStore = ImageStore(byteBudget: PickerRenderer.imageByteBudget)
    var imageFiles: [String: FileIdentity] = [:]
    /// Where the config's fonts and images may be opened from (the last `open(rowsOf:files:)`'s).
    private(set) var files: FileAccess
    /// The decoded row images kept at most: 32 MiB, two of the largest images a file may hold.
    package static let imageByteBudget = 32 << 20
    let scratch = ScratchLines()
    /// Per column: the sprites of rows shown recently, for the column content they were made from.
    var rowMemos: [RowMemo] = []
    /// Per column index: what its rows do at their leading end (`columnLeading`).
    var leadingMemos: [Int: ColumnMemo<ColumnLeading>] = [:]
    /// Per column index: the places a horizontal picker's items keep (`columnStack`).
    var stackMemos: [Int: ColumnMemo<ColumnStack?>] = [:]
    /// Per column index: the trailing icons its rows keep a place for (`trailingIconPlace`).
    var trailingIconMemos: [Int: ColumnMemo<TrailingIconPlace?>] = [:]
    private var previous: [ColumnState]?
    private(set) var countdown: CountdownLabel?
    /// The column whose focus ring the last frame drew.
    private var focusDrawn: Int?
    /// The last frame was drawn for a disabled picker: every row and the band's lines dimmed.
    private(set) var drawsDisabled = false
    private var countdownFont: Font?
    private let library: FreeTypeLibrary
    private var shadow: PixelBuffer?

    final class RowMemo {
        private var column: PickerColumn?
        var sprites: [Int: SpritePair] = [:]

        /// Forgets the sprites when the column's content is not what they were made from;
        /// once a frame, so that a sprite look-up need not compare columns.
        func prepare(for column: PickerColumn) {
            guard self.column != column else { return }
            self.column = column
            sprites = [:]
        }
    }

    /// What a column's rows do together, decided for its content and room.
    struct ColumnMemo<Value> {
        let column: PickerColumn
        let roomPx: Int
        let value: Value
    }

    /// A row's regular and highlighted sprites, each made on first use.
    struct SpritePair {
        var regular: RowSprite?
        var highlighted: RowSprite?

        subscript(highlighted isHighlighted: Bool) -> RowSprite? {
            get { isHighlighted ? highlighted : regular }
            set {
                if isHighlighted { highlighted = newValue } else { regular = newValue }
            }
        }
    }

    struct ColumnState: Equatable {
        var offsetPx: Fixed
        var column: PickerColumn
        var ink: Rect
    }

    /// Opens the fonts and loads every image the model and theme name, as `files` allows.
    /// Errors (missing font, unreadable PNG) name the file. `writesAlpha`: the targets are premultiplied
    /// ARGB8888 (a host's buffer the host composes), so every pixel's top byte is its opacity.
    package init(config: PickerConfig, model: PickerModel, layout: PickerLayout, files: FileAccess = .anywhere,
                 writesAlpha: Bool = false) throws(RenderError) {
        self.layout = layout
        self.files = files
        dateColumns = Set(model.sections.compactMap(\.date).flatMap { [$0.yearColumn, $0.monthColumn, $0.dayColumn] })
        let vertical = layout.orientation == .vertical
        do {
            library = try FreeTypeLibrary()
            theme = try RenderTheme(
                theme: config.theme, fontBasisPx: config.fontBasisPx, stacksDetails: config.stacksDetails,
                bandSize: (layout.band.width, layout.band.height), library: library, files: files, writesAlpha: writesAlpha)
            rowFonts = RowFonts(theme: theme, config: config.theme, library: library)
        } catch let error as RenderError {
            throw error
        } catch {
            throw RenderError("\(error)")
        }
        rowScale16 = config.style == .flat && config.theme.rowScale < .one ? Int(config.theme.rowScale.raw) : nil
        let narrowest = layout.columnFrames.map { vertical ? $0.width : $0.height }.min() ?? 0
        // Large text keeps half the clear margins at the columns' sides: on 480x272 the whole ones
        // left "Living room" 2 px short of "Liv…", and on 240x320 cost "home-5G" its lock. Never
        // less than a sixth of the band's font, so neighbouring columns stand a space apart, as
        // words do: hours and minutes 7 px apart in a 30 px font read "0000" (trial 26).
        let spacePx = (theme.highlightFont.pixelSize + 5) / 6
        paddingPx = max(2, spacePx, min(layout.rowHeightPx / 2, narrowest / (config.theme.largeText ? 16 : 8)))
        chrome = ChromePainter(theme: theme, layout: layout, paddingPx: paddingPx)
        largeTextCapHeightPx = config.theme.largeText ? config.theme.largeTextCapHeightPx : nil
        axis = vertical ? .vertical : .horizontal
        try open(rowsOf: config, files: files)
    }

    /// Opens the fonts and reads the images `config`'s items name, before its rows are shown
    /// (a reload that keeps this renderer calls it with the new config first): a row is drawn as
    /// given, or the config is refused with an error naming the item's key
    /// (`columns[0].items[3].detail_font: ...`). What opened stays cached, so calling it for a
    /// config whose fonts are open already opens none again. Every image path is opened again
    /// (as `files` allows) and its file looked up by identity: a path that now names another
    /// file (a link swapped in) is never served from what the old file gave.
    package func open(rowsOf config: PickerConfig, files: FileAccess) throws(RenderError) {
        self.files = files
        rowFonts.files = files
        let items = config.keyedItems
        // Every font and image that cannot be opened is named at once, each file once (trial 35
        // was told of the first of three).
        var problems = rowFonts.open(items)
        var opened: [String: FileIdentity] = [:]
        var failed: Set<String> = []
        for entry in items where entry.item.namesFiles {
            for file in entry.item.imageFiles(key: entry.key) where opened[file.path] == nil && !failed.contains(file.path) {
                do { opened[file.path] = try loadImage(file.path).identity } catch {
                    failed.insert(file.path)
                    problems.append("\(file.key): \(error)")
                }
            }
        }
        if let error = RenderError(naming: problems) { throw error }
        imageFiles.merge(opened) { $1 }
    }

    /// The image at `path`, opened as `files` allows and decoded unless its file is in the store.
    func loadImage(_ path: String) throws -> (image: RowImage, identity: FileIdentity) {
        let file = try PNGCodec.open(path, files: files)
        defer { file.close() }
        if let image = imageStore.image(for: file.identity) { return (image, file.identity) }
        let image = RowImage(try PNGCodec.read(file))
        imageStore.insert(image, for: file.identity)
        return (image, file.identity)
    }

    /// Closes the row fonts and drops the row images that no row of `config` names, once the
    /// picker shows `config`'s rows: a kiosk fed new rows for months keeps open only what they use.
    package func close(rowsNotIn config: PickerConfig) {
        let items = config.keyedItems
        rowFonts.close(allBut: items)
        let shown = Set(items.lazy.filter(\.item.namesFiles).flatMap { $0.item.imageFiles(key: $0.key).map(\.path) })
        imageFiles = imageFiles.filter { shown.contains($0.key) }
        imageStore.keep(only: Set(imageFiles.values))
        // New rows are looked at anew; the picker names only losses it has not named.
        (bandLosses, bandRowsNoted) = ([:], [:])
    }

    /// Forgets what was drawn, so the next frame repaints everything.
    package func invalidate() {
        previous = nil
    }

    /// Draws the frame for `offsets` (one per column, in px, `row × pitch` centres that row) into `target`.
    ///
    /// - Parameters:
    ///   - staleDamage: regions where `target` is older than the last frame drawn
    ///     (buffer age: the union of the frames' `changed` since this buffer was last drawn).
    ///     Pass the whole buffer for a buffer of unknown content.
    ///   - countdown: text for the confirm timeout's countdown (e.g. "5"), nil when none runs.
    ///   - focus: the column to mark as the one keys move (`PickerEngine.markedFocus`), nil for none.
    ///   - disabled: the picker takes no input (`Picker.isEnabled`): every row, its icons and the
    ///     band's lines are drawn in the theme's disabled colour.
    @discardableResult
    package func render(
        model: PickerModel, offsets: [Fixed], into target: PixelBuffer, staleDamage: [Rect] = [], countdown countdownText: String? = nil,
        focus: Int? = nil, disabled: Bool = false
    ) -> FrameDamage {
        cache.beginFrame()
        // A host's buffer may start anywhere: words are drawn in place only where they are aligned.
        let direct = target.format == .xrgb8888 && target.stride % 4 == 0 && Int(bitPattern: target.bytes) % 4 == 0
        var surfaceBuffer = target
        var fresh = false
        if !direct {
            if let shadow, shadow.width == target.width, shadow.height == target.height {
                surfaceBuffer = shadow
            } else {
                let created = PixelBuffer(width: target.width, height: target.height, format: .xrgb8888)
                shadow = created
                surfaceBuffer = created
                fresh = true
            }
        }
        let surface = Surface(surfaceBuffer, vertical: layout.orientation == .vertical)
        while rowMemos.count < model.columns.count { rowMemos.append(RowMemo()) }
        var states: [ColumnState] = []
        // The layout fixes the columns; a model that gained columns needs a new layout and renderer.
        for (index, column) in model.columns.prefix(layout.columnFrames.count).enumerated() {
            rowMemos[index].prepare(for: column)
            let offset = index < offsets.count ? offsets[index] : layout.offset(forRow: column.selectedRow)
            if let old = previous?[safe: index], old.offsetPx == offset, old.column == column {
                states.append(old)
            } else {
                states.append(ColumnState(offsetPx: offset, column: column, ink: inkRect(column: index, column, offsetPx: offset, surface: surface)))
            }
        }
        var changed: [Rect]
        if fresh || previous == nil || previous?.count != states.count || disabled != drawsDisabled {
            drawsDisabled = disabled
            changed = [target.bounds]
        } else {
            changed = []
            for (old, new) in zip(previous ?? [], states) where old.offsetPx != new.offsetPx || old.column != new.column {
                let area = old.ink.union(new.ink)
                if !area.isEmpty { changed.append(area) }
            }
            changed = changed.mergedOverlaps()
        }
        if countdownText != countdown?.text {
            let label = countdownText.flatMap(countdownLabel)
            if !changed.contains(target.bounds) {
                // Row parts reaching into the corner are left out whole (`paintRows`): a corner that
                // comes, goes or changes size shows or hides them beyond it, seldom (100 s to 99 s).
                changed = label?.clearance == countdown?.clearance
                    ? (changed + [countdown?.clearance ?? .zeroSized]).mergedOverlaps() : [target.bounds]
            }
            countdown = label
        }
        let focus = focus.flatMap { layout.columnFrames.indices.contains($0) ? $0 : nil }
        if focus != focusDrawn {
            if !changed.contains(target.bounds) {
                changed = (changed + [focusDrawn, focus].compactMap { $0.map(focusRing) }).mergedOverlaps()
            }
            focusDrawn = focus
        }
        previous = states
        let stale = staleDamage.map { $0.intersection(target.bounds) }
        let repainted = (changed + stale).mergedOverlaps()
        for clip in direct ? repainted : changed {
            paint(surface, model: model, states: states, clip: clip)
        }
        if !direct {
            for rect in repainted { target.copy(rect, from: surfaceBuffer) }
        }
        return FrameDamage(changed: changed, repainted: repainted)
    }

    private func paint(_ surface: Surface, model: PickerModel, states: [ColumnState], clip: Rect) {
        chrome.paintBackdrop(surface, clip: clip, disabled: drawsDisabled)
        for (index, state) in states.enumerated() {
            let area = layout.columnFrames[index].intersection(layout.viewport).intersection(clip)
            if !area.isEmpty { paintRows(surface, column: index, state.column, offsetPx: state.offsetPx, clip: area) }
        }
        if let countdown {
            let corner = countdown.clearance.intersection(clip)
            if !corner.isEmpty { chrome.paintBackdrop(surface, clip: corner, disabled: drawsDisabled) }
        }
        let ring = focusDrawn.map(focusRing)
        chrome.paintIndicators(surface, clip: clip, color: drawsDisabled ? theme.disabledText : theme.tint, around: ring)
        if let ring { chrome.paintFocusRing(surface, ring, clip: clip) }
        countdown?.paint(surface, clip: clip, color: theme.text)
    }

    /// Where the focus ring of column `index` lies: the band's part of the column.
    private func focusRing(column index: Int) -> Rect {
        chrome.focusRing(columnFrame: layout.columnFrames[index])
    }

    /// The countdown's label in the regular font at 40% of the row height; nil if that font cannot open.
    private func countdownLabel(_ text: String) -> CountdownLabel? {
        if countdownFont == nil {
            countdownFont = try? Font(
                sources: [theme.font.faces[0].source], pixelSize: max(8, layout.rowHeightPx * 2 / 5), library: library)
        }
        guard let font = countdownFont else { return nil }
        return CountdownLabel(text: text, font: font, panelWidth: layout.width, panelHeight: layout.height)
    }

    /// Everything a column's rows can touch at `offsetPx`: the scroll span of its visible rows
    /// and the cross span of their content. Frames where a column moved repaint this (old and new) only.
    private func inkRect(column index: Int, _ column: PickerColumn, offsetPx: Fixed, surface: Surface) -> Rect {
        let frame = layout.columnFrames[index].intersection(layout.viewport)
        let scroll = surface.scrollRange(frame), cross = surface.crossRange(frame)
        let band = surface.scrollRange(layout.band)
        var scrollLow = Int.max, scrollHigh = Int.min, crossLow = Int.max, crossHigh = Int.min
        for visible in layout.visibleRows(in: column, offsetPx: offsetPx) {
            let scanlines = layout.scanlines(ofRowAtDistance: visible.distancePx.double)
            let start = scanlines.lowerBound, end = scanlines.upperBound
            guard start < scroll.upperBound, end > scroll.lowerBound else { continue }
            scrollLow = min(scrollLow, start)
            scrollHigh = max(scrollHigh, end)
            let inBand = start < band.upperBound && end > band.lowerBound
            let outsideBand = start < band.lowerBound || end > band.upperBound
            for highlighted in [false, true] where highlighted ? inBand : outsideBand {
                let placed = placement(of: sprite(column, index: index, row: visible.row, highlighted: highlighted, crossRange: cross), in: column, crossRange: cross)
                crossLow = min(crossLow, placed.lowerBound - 1)
                crossHigh = max(crossHigh, placed.upperBound + 1)
            }
        }
        guard scrollLow < scrollHigh, crossLow < crossHigh else { return Rect(x: frame.x, y: frame.y, width: 0, height: 0) }
        // Far rows shrink towards the column's middle, which may lie outside short, left-aligned text.
        let middle = (cross.lowerBound + cross.upperBound) / 2
        crossLow = min(crossLow, middle)
        crossHigh = max(crossHigh, middle + 1)
        return surface.rect(scroll: scrollLow..<scrollHigh, cross: crossLow..<crossHigh).intersection(frame)
    }
}

extension Rect {
    static let zeroSized = Rect(x: 0, y: 0, width: 0, height: 0)
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
