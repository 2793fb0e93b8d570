/// The appearance a gallery item was recorded in (the device set to light or dark mode), and
/// how its files and pages tell the two apart.
public enum GalleryAppearance: String, CaseIterable, Sendable {
    case light, dark

    /// What a file name carries after `<name>-<direction>`: nothing for light (the names a
    /// light-only gallery has always had), `-dark` for dark.
    public var fileSuffix: String { self == .light ? "" : "-\(rawValue)" }
}
