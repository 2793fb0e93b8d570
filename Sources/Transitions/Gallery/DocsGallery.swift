import Raster

/// The docs gallery: every transition and direction as an animated PNG and a contact sheet,
/// with a Markdown index page (`render-transition docs --out DIR`).
public enum DocsGallery {
    /// Writes the gallery into `directory` (created if missing); `progress` gets one line per item.
    public static func generate(into directory: String, scale: Double = 1, fps: Int = 30,
                                progress: (String) -> Void = { _ in }) throws {
        throw SceneFileError(path: directory, location: nil, message: "the docs gallery is not available yet")
    }
}
