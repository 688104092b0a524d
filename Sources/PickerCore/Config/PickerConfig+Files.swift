/// A font or image file a config makes the picker open, with the key that names it.
public struct NamedFile: Equatable, Sendable {
    /// Where in the config, e.g. `theme.font` or `columns[2].items[0].image` (columns counted across sections).
    public var key: String
    /// As resolved against the config's folder.
    public var path: String

    public init(key: String, path: String) {
        self.key = key
        self.path = path
    }
}

extension PickerConfig {
    /// Every font and image file this config names. A font pattern names no file: fontconfig picks
    /// one from the folders its own configuration lists.
    public var namedFiles: [NamedFile] {
        func files(_ sources: [FontSource]?, key: String) -> [NamedFile] {
            (sources ?? []).compactMap { if case .file(let path) = $0 { NamedFile(key: key, path: path) } else { nil } }
        }
        var files = files(theme.fonts, key: "theme.font") + files(theme.highlightFonts, key: "theme.highlight_font")
        if let image = theme.selection.imagePath { files.append(NamedFile(key: "theme.selection.image", path: image)) }
        let columns = sections.flatMap { section -> [ColumnConfig] in
            if case .columns(let columns) = section.content { columns } else { [] }
        }
        for (column, config) in columns.enumerated() {
            guard case .items(let items) = config.content else { continue }
            for (row, item) in items.enumerated() {
                let key = "columns[\(column)].items[\(row)]"
                if let image = item.imagePath { files.append(NamedFile(key: "\(key).image", path: image)) }
                if let image = item.parts.trailingImagePath { files.append(NamedFile(key: "\(key).trailing_image", path: image)) }
            }
        }
        return files
    }
}
