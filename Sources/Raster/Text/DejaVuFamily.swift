/// The DejaVu families this renderer knows by name, and the file of each style.
struct DejaVuFamily {
    enum Style { case extraLight, regular, bold }

    /// File name per style (no extra-light file for families that have none).
    let files: [Style: String]

    static let sans = DejaVuFamily(files: [.extraLight: "DejaVuSans-ExtraLight.ttf", .regular: "DejaVuSans.ttf", .bold: "DejaVuSans-Bold.ttf"])

    /// Normalised names (lower case, no spaces or hyphens) -> family.
    static let all: [String: DejaVuFamily] = [
        "dejavusans": sans,
        "dejavusanscondensed": DejaVuFamily(files: [.regular: "DejaVuSansCondensed.ttf", .bold: "DejaVuSansCondensed-Bold.ttf"]),
        "dejavusansmono": DejaVuFamily(files: [.regular: "DejaVuSansMono.ttf", .bold: "DejaVuSansMono-Bold.ttf"]),
        "dejavuserif": DejaVuFamily(files: [.regular: "DejaVuSerif.ttf", .bold: "DejaVuSerif-Bold.ttf"]),
        "dejavuserifcondensed": DejaVuFamily(files: [.regular: "DejaVuSerifCondensed.ttf", .bold: "DejaVuSerifCondensed-Bold.ttf"]),
    ]

    /// Names that mean "the platform's system font" (Inter, or DejaVu Sans without Inter).
    static let systemAliases: Set<String> = ["system", ".sfui", ".sfuitext", ".sfuidisplay", "sanfrancisco", "sfpro", "sfprotext", "sfprodisplay"]
}
