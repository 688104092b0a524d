/// Something the renderer could not use: a font, an image, an output file.
/// The message names the file and the reason, for the person who wrote the config.
public struct RenderError: Error, Equatable, CustomStringConvertible, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
