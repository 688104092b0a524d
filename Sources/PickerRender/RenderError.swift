/// Something the renderer could not use: a font, an image, an output file.
/// The message names the file and the reason, for the person who wrote the config.
package struct RenderError: Error, Equatable, CustomStringConvertible, Sendable {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
