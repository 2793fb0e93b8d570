// The dynamic system colours with iOS's light and dark values (the default contrast; increased
// contrast is not modelled): the UI element colours (labels, fills, backgrounds, separators,
// link, placeholder text) and the standard colours (systemBlue … systemCyan, systemGray …
// systemGray6), plus the fixed darkText and lightText.
//
// Sources. The standard colours: Apple's Human Interface Guidelines, Color, "System colors"
// table, iOS (https://developer.apple.com/design/human-interface-guidelines/color), the iOS 15–18
// values (before the June 2025 update for iOS 26). The element colours and the grays: the
// values iOS 13 UIKit returns, as tabulated (light and dark, RGBA) by Noah Gilmore, "Backwards
// compatibility for iOS 13 system colors" (https://noahgilmore.com/blog/dark-mode-uicolor-compatibility),
// unchanged through iOS 18; the elevated dark backgrounds are the next step up the same
// gray scale (systemGray6, systemGray5, systemGray4 dark), as UIKit resolves them for sheets.
// The module's existing light defaults (the grouped table background 242/242/247, the
// separator 60/60/67 at 0.29, the tint 0/122/255) are these colours' light values.
internal import Raster

extension UIColor {
    /// 8-bit components with a straight alpha.
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color {
        Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    // MARK: Labels

    public static let label = system(light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
    public static let secondaryLabel = system(light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    public static let tertiaryLabel = system(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public static let quaternaryLabel = system(light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.18))
    public static let placeholderText = system(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public static let link = system(light: rgb(0, 122, 255), dark: rgb(9, 132, 255))
    /// Black in every appearance.
    public static let darkText = UIColor(rgb(0, 0, 0))
    /// White at 60 % in every appearance.
    public static let lightText = UIColor(rgb(255, 255, 255, 0.6))

    // MARK: Separators

    public static let separator = system(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    public static let opaqueSeparator = system(light: rgb(198, 198, 200), dark: rgb(56, 56, 58))

    // MARK: Fills

    public static let systemFill = system(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = system(light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = system(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = system(light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))

    // MARK: Backgrounds

    public static let systemBackground = system(light: rgb(255, 255, 255), dark: rgb(0, 0, 0), elevatedDark: rgb(28, 28, 30))
    public static let secondarySystemBackground = system(light: rgb(242, 242, 247), dark: rgb(28, 28, 30), elevatedDark: rgb(44, 44, 46))
    public static let tertiarySystemBackground = system(light: rgb(255, 255, 255), dark: rgb(44, 44, 46), elevatedDark: rgb(58, 58, 60))
    public static let systemGroupedBackground = system(light: rgb(242, 242, 247), dark: rgb(0, 0, 0), elevatedDark: rgb(28, 28, 30))
    public static let secondarySystemGroupedBackground = system(light: rgb(255, 255, 255), dark: rgb(28, 28, 30), elevatedDark: rgb(44, 44, 46))
    public static let tertiarySystemGroupedBackground = system(light: rgb(242, 242, 247), dark: rgb(44, 44, 46), elevatedDark: rgb(58, 58, 60))

    // MARK: Standard colours

    public static let systemRed = system(light: rgb(255, 59, 48), dark: rgb(255, 69, 58))
    public static let systemOrange = system(light: rgb(255, 149, 0), dark: rgb(255, 159, 10))
    public static let systemYellow = system(light: rgb(255, 204, 0), dark: rgb(255, 214, 10))
    public static let systemGreen = system(light: rgb(52, 199, 89), dark: rgb(48, 209, 88))
    public static let systemMint = system(light: rgb(0, 199, 190), dark: rgb(99, 230, 226))
    public static let systemTeal = system(light: rgb(48, 176, 199), dark: rgb(64, 200, 224))
    public static let systemCyan = system(light: rgb(50, 173, 230), dark: rgb(100, 210, 255))
    public static let systemBlue = system(light: rgb(0, 122, 255), dark: rgb(10, 132, 255))
    public static let systemIndigo = system(light: rgb(88, 86, 214), dark: rgb(94, 92, 230))
    public static let systemPurple = system(light: rgb(175, 82, 222), dark: rgb(191, 90, 242))
    public static let systemPink = system(light: rgb(255, 45, 85), dark: rgb(255, 55, 95))
    public static let systemBrown = system(light: rgb(162, 132, 94), dark: rgb(172, 142, 104))

    // MARK: Grays

    public static let systemGray = system(light: rgb(142, 142, 147), dark: rgb(142, 142, 147))
    public static let systemGray2 = system(light: rgb(174, 174, 178), dark: rgb(99, 99, 102))
    public static let systemGray3 = system(light: rgb(199, 199, 204), dark: rgb(72, 72, 74))
    public static let systemGray4 = system(light: rgb(209, 209, 214), dark: rgb(58, 58, 60))
    public static let systemGray5 = system(light: rgb(229, 229, 234), dark: rgb(44, 44, 46))
    public static let systemGray6 = system(light: rgb(242, 242, 247), dark: rgb(28, 28, 30))
}
