/// Someone to share with, as an address book holds them: a name and an e-mail address.
///
/// Data, not words of the demo: people's names and addresses are not translated.
struct Contact: Sendable, Equatable {
    let name: String
    let address: String
}

extension Contact {
    /// The share sheet's address book: 30 made-up people, in alphabetical order, at
    /// the domains reserved for examples.
    static let addressBook: [Contact] = [
        Contact(name: "Aisha Rahman", address: "aisha.rahman@example.org"),
        Contact(name: "Alejandro Ortiz", address: "alejandro@example.com"),
        Contact(name: "Amara Okafor", address: "amara.okafor@example.net"),
        Contact(name: "Anna Lindqvist", address: "anna.lindqvist@example.org"),
        Contact(name: "Ben Carter", address: "ben.carter@example.com"),
        Contact(name: "Chen Wei", address: "chen.wei@example.net"),
        Contact(name: "Dara Nolan", address: "dara@example.org"),
        Contact(name: "Elif Yılmaz", address: "elif.yilmaz@example.com"),
        Contact(name: "Émile Laurent", address: "emile.laurent@example.net"),
        Contact(name: "Farah Haddad", address: "farah.haddad@example.org"),
        Contact(name: "Giulia Romano", address: "giulia@example.com"),
        Contact(name: "Hana Kobayashi", address: "hana.kobayashi@example.net"),
        Contact(name: "Ingrid Haugen", address: "ingrid.haugen@example.org"),
        Contact(name: "Jonas Becker", address: "jonas.becker@example.com"),
        Contact(name: "Kwame Mensah", address: "kwame@example.net"),
        Contact(name: "Leila Moradi", address: "leila.moradi@example.org"),
        Contact(name: "Lucas Silva", address: "lucas.silva@example.com"),
        Contact(name: "Maya Cohen", address: "maya.cohen@example.net"),
        Contact(name: "Mei Lin", address: "mei.lin@example.org"),
        Contact(name: "Nikolai Petrov", address: "nikolai@example.com"),
        Contact(name: "Noor Khalil", address: "noor.khalil@example.net"),
        Contact(name: "Olivia Brown", address: "olivia.brown@example.org"),
        Contact(name: "Priya Nair", address: "priya.nair@example.com"),
        Contact(name: "Rafael Costa", address: "rafael@example.net"),
        Contact(name: "Sofia Novak", address: "sofia.novak@example.org"),
        Contact(name: "Tariq Aziz", address: "tariq.aziz@example.com"),
        Contact(name: "Uma Patel", address: "uma.patel@example.net"),
        Contact(name: "Viktor Horváth", address: "viktor@example.org"),
        Contact(name: "Yusuf Demir", address: "yusuf.demir@example.com"),
        Contact(name: "Zoe Adams", address: "zoe.adams@example.net"),
    ]
}
