// The drawn bars' default colours (navigation bar, tab bar, toolbar) as dynamic colours: the
// light values are the bars' existing ones (0.97 white, a black hairline at 0.3); the dark
// background is barStyle .black's 0.11 white and the dark hairline .separator's dark value.
internal import Raster

enum BarDefaultColors {
    static let background = UIColor.system(light: Color(white: 0.97), dark: Color(white: 0.11))
    static let hairline = UIColor.system(light: Color(white: 0, alpha: 0.3),
                                         dark: Color(red: 84.0 / 255, green: 84.0 / 255, blue: 88.0 / 255, alpha: 0.6))
}
