// The system font: Inter (Debian's fonts-inter) stands in for San Francisco.
//
// San Francisco cannot ship; Inter is the closest free design and metrics (x-height, widths,
// a Text cut and a Display cut). "Beep boop, you've unlocked a new" in bold 18 pt is 301.4 pt
// wide in Inter with its GPOS kerning (GPOSPairKerning), and fits the Ping text view's 323 pt
// line as it does on an iPhone; DejaVu Sans Bold takes 351 pt and wraps "new" onto a line of its own.
//
// Like SF Pro, which switches from its Text to its Display optical size at 20 pt, the system
// font uses Inter below 20 pt and Inter Display from 20 pt up. UIKit's nine weights map to
// Inter's nine by order, lightest first: UIKit's ultraLight < thin < light are Inter's
// Thin (100) < ExtraLight (200) < Light (300); heavy is ExtraBold (800).

/// Inter's files by cut and weight.
enum InterFamily {
    /// The optical size switch, in points: Inter Display from here up, as SF Pro Display.
    static let displayPointSize = 20.0

    /// The two optical cuts the package ships.
    enum Cut { case text, display }

    /// The cut the system font uses at `pointSize`.
    static func cut(forPointSize pointSize: Double) -> Cut { pointSize < displayPointSize ? .text : .display }

    /// The file name of a cut and weight ("Inter-Bold.otf", "InterDisplay-Bold.otf").
    static func fileName(_ cut: Cut, _ weight: FontWeight) -> String {
        let style: String
        switch weight {
        case .ultraLight: style = "Thin"
        case .thin: style = "ExtraLight"
        case .light: style = "Light"
        case .regular: style = "Regular"
        case .medium: style = "Medium"
        case .semibold: style = "SemiBold"
        case .bold: style = "Bold"
        case .heavy: style = "ExtraBold"
        case .black: style = "Black"
        }
        return (cut == .text ? "Inter-" : "InterDisplay-") + style + ".otf"
    }

    /// Normalised family names (lower case, no spaces or hyphens) that name a cut explicitly.
    static let explicitCuts: [String: Cut] = ["inter": .text, "intertext": .text, "interdisplay": .display]
}
