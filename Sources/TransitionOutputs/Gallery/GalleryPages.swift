/// What the gallery's two pages (`index.md`, `index.html`) are written from: the items in the
/// order they were recorded, and what the recordings were made on and at.
struct GalleryPages {
    /// Every item: per transition, per direction, one per appearance.
    let entries: [GalleryEntry]
    /// The screen the items were recorded on, as a phrase ("an iPhone 16 with its status bar
    /// and home indicator", "its showcase scene").
    let screen: String
    let appearances: [GalleryAppearance]
    let scale: Double
    let fps: Int

    /// The appearances in words: "light", "light and dark".
    var appearanceWords: String { appearances.map(\.rawValue).joined(separator: " and ") }

    /// The items grouped as the pages show them: per transition and direction, its appearances.
    var directions: [[GalleryEntry]] {
        var out: [[GalleryEntry]] = []
        for e in entries {
            if let first = out.last?.first, first.transition.name == e.transition.name, first.operation == e.operation {
                out[out.count - 1].append(e)
            } else {
                out.append([e])
            }
        }
        return out
    }
}
