/// A font or image file a config makes the picker open, with the key that names it.
package struct NamedFile: Equatable, Sendable {
    /// Where in the config, e.g. `theme.font`, `columns[2].items[0].image` or `sections[1].columns[0].items[0].image`.
    package var key: String
    /// As resolved against the config's folder.
    package var path: String

    package init(key: String, path: String) {
        self.key = key
        self.path = path
    }
}

extension PickerConfig {
    /// Every font and image file this config names. A font pattern names no file: fontconfig picks
    /// one from the folders its own configuration lists.
    package var namedFiles: [NamedFile] {
        func fontFiles(_ sources: [FontSource]?, key: String) -> [NamedFile] {
            (sources ?? []).compactMap { if case .file(let path) = $0 { NamedFile(key: key, path: path) } else { nil } }
        }
        var files = fontFiles(theme.fonts, key: "theme.font") + fontFiles(theme.highlightFonts, key: "theme.highlight_font")
        if let image = theme.selection.imagePath { files.append(NamedFile(key: "theme.selection.image", path: image)) }
        for entry in keyedItems where entry.item.namesFiles {
            let key = entry.key, item = entry.item
            files += item.imageFiles(key: key)
            let parts = item.parts
            files += fontFiles(parts.fonts, key: "\(key).font") + fontFiles(parts.highlightFonts, key: "\(key).highlight_font")
                + fontFiles(parts.detailFonts, key: "\(key).detail_font") + fontFiles(parts.detailHighlightFonts, key: "\(key).detail_highlight_font")
        }
        return files
    }

    /// The font and image files a config document names where it names them plainly, read from
    /// the document itself, so that a document that breaks a rule has them checked too: its
    /// missing files are named beside its other mistakes, not after they are fixed (trial 36).
    package static func namedFiles(inDocument document: JSONObject, directory: String) -> [NamedFile] {
        let resolve = { (path: String) in resolved(path, in: directory) }
        func fonts(_ object: JSONObject, _ keys: [String], under path: String) -> [NamedFile] {
            keys.flatMap { key -> [NamedFile] in
                guard let value = object[key], let texts = try? Decode.paths(value, key) else { return [] }
                return texts.compactMap { text in
                    if case .file(let file) = FontSource(text, resolve: resolve) { NamedFile(key: "\(path).\(key)", path: file) } else { nil }
                }
            }
        }
        func image(_ object: JSONObject, _ key: String, under path: String) -> NamedFile? {
            guard case .string(let text)? = object[key], !text.isEmpty else { return nil }
            return NamedFile(key: "\(path).\(key)", path: resolve(text))
        }
        func items(ofColumns value: JSONValue?, under path: String) -> [NamedFile] {
            guard case .array(let columns)? = value else { return [] }
            return columns.indices.flatMap { column -> [NamedFile] in
                guard case .object(let object) = columns[column], case .array(let items)? = object["items"] else { return [] }
                return items.indices.flatMap { index -> [NamedFile] in
                    guard case .object(let item) = items[index] else { return [] }
                    let key = "\(path)[\(column)].items[\(index)]"
                    return ["image", "leading_image", "trailing_image"].compactMap { image(item, $0, under: key) }
                        + fonts(item, ["font", "highlight_font", "detail_font", "detail_highlight_font"], under: key)
                }
            }
        }
        var files: [NamedFile] = []
        if case .object(let theme)? = document["theme"] {
            files += fonts(theme, ["font", "highlight_font"], under: "theme")
            if case .object(let selection)? = theme["selection"], let band = image(selection, "image", under: "theme.selection") { files.append(band) }
        }
        files += items(ofColumns: document["columns"], under: "columns")
        if case .array(let sections)? = document["sections"] {
            for index in sections.indices {
                if case .object(let section) = sections[index] { files += items(ofColumns: section["columns"], under: "sections[\(index)].columns") }
            }
        }
        return files
    }

    /// Every item of the config's item columns, column by column, one at a time: a list of
    /// 100,000 rows is walked, never copied, and an item's key is made only when asked for.
    package var keyedItems: some Sequence<KeyedItem> {
        let columns = sections.indices.flatMap { section -> [(key: String, config: ColumnConfig)] in
            guard case .columns(let columns) = sections[section].content else { return [] }
            return columns.indices.map { (columnKey(section: section, column: $0), columns[$0]) }
        }
        return columns.lazy.flatMap { column in
            let items: [ItemConfig] = if case .items(let items) = column.config.content { items } else { [] }
            return items.indices.lazy.map { KeyedItem(columnKey: column.key, index: $0, item: items[$0]) }
        }
    }
}

/// An item of a config with where it is.
package struct KeyedItem {
    /// The item's column as errors name it (`PickerConfig.columnKey(section:column:)`).
    package let columnKey: String
    package let index: Int
    package let item: ItemConfig

    /// `columns[2].items[0]` or `sections[1].columns[0].items[0]`, as errors name the item.
    package var key: String { "\(columnKey).items[\(index)]" }
}

extension ItemConfig {
    /// True when the item names an image or a font file of its own.
    package var namesFiles: Bool {
        imagePath != nil || (richParts.map { $0.trailingImagePath != nil || !$0.usesThemeFonts } ?? false)
    }

    /// The item's image files, its leading (or only) image and its trailing one, each named by the
    /// key the config wrote under the item's `key` (`columns[0].items[3].leading_image`).
    package func imageFiles(key: String) -> [NamedFile] {
        [(imageKey.rawValue, imagePath), ("trailing_image", parts.trailingImagePath)].compactMap { part, path in
            path.map { NamedFile(key: "\(key).\(part)", path: $0) }
        }
    }
}
