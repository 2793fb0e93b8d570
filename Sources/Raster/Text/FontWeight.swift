/// How heavy a font's strokes are, as UIFont.Weight names them.
///
/// The system font (Inter) has a file for each of the nine weights (InterFamily). DejaVu ships
/// three, so there several weights share a file: ultraLight, thin and light use
/// DejaVuSans-ExtraLight (fonts-dejavu-extra) when installed; regular and medium use the regular
/// face; semibold and heavier use the bold face.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    /// Inter Thin, ExtraLight and Light; DejaVu Sans ExtraLight when installed.
    case ultraLight, thin, light
    /// Inter Regular and Medium; DejaVu's regular face.
    case regular, medium
    /// Inter SemiBold, Bold, ExtraBold and Black; DejaVu's bold face.
    case semibold, bold, heavy, black

    /// The DejaVu style this weight is drawn with.
    var dejaVuStyle: DejaVuFamily.Style {
        switch self {
        case .ultraLight, .thin, .light: .extraLight
        case .regular, .medium: .regular
        case .semibold, .bold, .heavy, .black: .bold
        }
    }
}
