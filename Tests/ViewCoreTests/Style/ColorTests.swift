import PropertyBased
import Testing
import ViewCore

/// `Color` keeps its system and asset names in one shared box: the names must still behave as
/// two plain stored values, compared and hashed by content, each copy with its own.
@Suite("Color")
struct ColorTests {
    static let spellings: [String?] = [nil, "label", "systemBlue", "Brand", "a name longer than fifteen bytes"]
    static let names = Gen.int(in: 0...4).map { spellings[$0] }

    @Test func namesReadBackAndCompareByContent() async {
        await propertyCheck(count: 200, input: Self.names, Self.names, Self.names, Self.names) {
            system, asset, otherSystem, otherAsset in
            var color = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
            color.systemName = system
            color.assetName = asset
            #expect(color.systemName == system && color.assetName == asset)
            var other = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
            other.assetName = otherAsset
            other.systemName = otherSystem
            let same = system == otherSystem && asset == otherAsset
            #expect((color == other) == same)
            if same { #expect(color.hashValue == other.hashValue) }
        }
    }

    @Test func aCopyKeepsItsOwnNames() {
        var original = Color(systemName: "label", fallback: .black)
        var copy = original
        copy.systemName = "systemBlue"
        copy.assetName = "Brand"
        #expect(original.systemName == "label" && original.assetName == nil)
        #expect(copy.systemName == "systemBlue" && copy.assetName == "Brand")
        original.systemName = nil
        #expect(original == .black, "no names left: the plain colour again")
        #expect(Set([original, Color.black, copy]).count == 2)
    }
}
