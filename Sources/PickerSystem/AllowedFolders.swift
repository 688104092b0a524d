import Glibc

/// Folders opened once, as directory descriptors, beneath which files may be opened without
/// following a link or leaving the folder: what a control client may name (docs/control.md,
/// "Trust"). A folder's own path is taken as given (and as `realpath` spells it), links and all:
/// the config file on disk, which root owns, chose it.
package final class AllowedFolders: @unchecked Sendable {
    private struct Folder {
        /// The spellings a path may start with: as given, made absolute, and with every link resolved.
        var spellings: [[String]]
        var descriptor: FileDescriptor
    }

    private let folders: [Folder]
    /// As given; for messages.
    package let paths: [String]

    /// The folders that exist of `paths`; relative ones are taken from the working directory.
    package init(_ paths: [String]) {
        var opened: [Folder] = []
        var named: [String] = []
        for path in paths {
            guard let descriptor = try? FileDescriptor.open(path, [.readOnly, .directory]) else { continue }
            var spellings = [AllowedFolders.components(of: path)]
            if let resolved = try? FileSystem.resolvedPath(path) { spellings.append(AllowedFolders.components(of: resolved)) }
            opened.append(Folder(spellings: spellings.compactMap { $0 }, descriptor: descriptor))
            named.append(path)
        }
        folders = opened
        self.paths = named
    }

    deinit {
        for folder in folders { folder.descriptor.close() }
    }

    /// The folder `path` names a file in, and the components below it; nil when it lies in none,
    /// or climbs with `..`. Looks at the spelling only, never at the file system, so the answer
    /// for a path outside is the same whether or not something exists there.
    private func place(of path: String) -> (folder: Folder, below: [String])? {
        guard let components = AllowedFolders.components(of: path), !components.contains("..") else { return nil }
        var best: (folder: Folder, below: [String])?
        for folder in folders {
            for spelling in folder.spellings where components.count > spelling.count && components.starts(with: spelling) {
                if best.map({ components.count - spelling.count < $0.below.count }) ?? true {
                    best = (folder, Array(components[spelling.count...]))
                }
            }
        }
        return best
    }

    /// Whether `path` lies in one of the folders by its spelling (see `place(of:)`).
    package func contains(_ path: String) -> Bool {
        place(of: path) != nil
    }

    /// Opens `path` beneath the folder it lies in: every component with `O_NOFOLLOW` relative to
    /// the one before (`openat`), the file itself with `O_NONBLOCK`, then checked as
    /// `ReadableFile` says. A link anywhere below the folder is refused, not followed.
    package func openRegularFile(_ path: String, limit: Int) throws -> ReadableFile {
        guard let (folder, below) = place(of: path) else { throw FileRefusal(path: path, reason: AllowedFolders.outside) }
        var parent = folder.descriptor
        defer { if parent != folder.descriptor { parent.close() } }
        for (index, component) in below.enumerated() {
            let last = index == below.count - 1
            let flags = last ? O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC : O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
            let fd = openat(parent.rawValue, component, flags, 0)
            guard fd >= 0 else {
                let error = errno
                // O_NOFOLLOW says ELOOP for a link as the file, O_DIRECTORY ENOTDIR for one on the way.
                if error == ELOOP || (error == ENOTDIR && !last) {
                    throw FileRefusal(path: path, reason: "reached through a symbolic link, which is not followed inside the allowed folders")
                }
                throw SystemError(call: "open", subject: path, errno: error)
            }
            if parent != folder.descriptor { parent.close() }
            parent = FileDescriptor(rawValue: fd)
        }
        let file = parent
        parent = folder.descriptor
        return try ReadableFile(checking: file, path: path, limit: limit)
    }

    /// What every refusal of a path outside the folders says, whether or not it exists.
    package static let outside = "outside the allowed folders"

    /// `path`'s components, absolute (from the working directory when relative), without empty
    /// ones and `.`; nil when there is no working directory.
    private static func components(of path: String) -> [String]? {
        var full = path
        if !path.hasPrefix("/") {
            guard let cwd = getcwd(nil, 0) else { return nil }
            defer { free(cwd) }
            full = String(cString: cwd) + "/" + path
        }
        return full.split(separator: "/").map(String.init).filter { $0 != "." }
    }
}

/// Where the files a config names may be opened from: anywhere (the config file on disk, which
/// root owns), or only beneath the allowed folders (a config made over the control socket, and
/// the saved state such a config was saved in).
package enum FileAccess: Sendable {
    case anywhere
    case beneath(AllowedFolders)

    /// Opens `path` as `ReadableFile` says, and beneath the folders when confined.
    package func openRegularFile(_ path: String, limit: Int) throws -> ReadableFile {
        switch self {
        case .anywhere: try FileSystem.openRegularFile(path, limit: limit)
        case .beneath(let folders): try folders.openRegularFile(path, limit: limit)
        }
    }

    /// The whole file at `path`, opened as `openRegularFile` says.
    package func read(_ path: String, limit: Int) throws -> [UInt8] {
        let file = try openRegularFile(path, limit: limit)
        defer { file.close() }
        return try file.readAll()
    }
}

extension FileAccess: Equatable {
    package static func == (lhs: FileAccess, rhs: FileAccess) -> Bool {
        switch (lhs, rhs) {
        case (.anywhere, .anywhere): true
        case (.beneath(let a), .beneath(let b)): a === b
        default: false
        }
    }
}
