/// How heavy a font's strokes are, as UIFont.Weight names them.
///
/// DejaVu ships three weights, so several UIKit weights share a file: ultraLight, thin and light
/// use DejaVuSans-ExtraLight (fonts-dejavu-extra) when installed; regular and medium use the
/// regular face; semibold and heavier use the bold face.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    /// Drawn with DejaVu Sans ExtraLight when installed.
    case ultraLight, thin, light
    /// Drawn with the regular face.
    case regular, medium
    /// Drawn with the bold face.
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
