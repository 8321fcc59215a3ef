// The people, pets, stores and words of the demo data. Plain data only; scripts/seed/demo.ts turns it
// into rows. Everyone writes in their own language, as on a real international network.
import type { Species } from "@/lib/pets/breeds";
import type { ProductKind } from "./product-drawings";
import type { Scene } from "./scenes";

export type Lang = "es" | "en" | "fr" | "pt";

export type DemoUser = {
  username: string;
  email: string;
  fullName: string;
  country: string;
  city: string;
  lang: Lang;
  bio: string;
  role?: "admin" | "moderator";
};

const user = (username: string, fullName: string, country: string, city: string, lang: Lang, bio: string): DemoUser => ({
  username,
  email: `${username.replace(/_/g, ".")}@patitas.dev`,
  fullName,
  country,
  city,
  lang,
  bio,
});

export const demoUsers: DemoUser[] = [
  { ...user("patitas_admin", "Equipo Patitas", "ES", "Madrid", "es", "Cuenta oficial del equipo de Patitas. ¡Bienvenidos! 🐾"), email: "admin@patitas.dev", role: "admin" },
  { ...user("marta_mod", "Marta Ruiz", "ES", "Valencia", "es", "Moderadora de la comunidad. Aquí para que todo sea bonito y seguro 💛"), email: "mod@patitas.dev", role: "moderator" },
  { ...user("lucia", "Lucía Fernández", "ES", "Madrid", "es", "Mamá de Toby (golden) y Luna (gata). Hago collares y bandanas a mano en mi tiendita 🐾"), email: "lucia@patitas.dev" },
  user("carlos_bcn", "Carlos Martínez", "ES", "Barcelona", "es", "Barcelona ☀️ Coco y Nala son mi vida. También llevo Guau Market."),
  user("ana_sevilla", "Ana García López", "ES", "Sevilla", "es", "Simba (Maine Coon gigante) y Kiwi (periquito cantarín)."),
  user("javi_perruno", "Javier Moreno", "ES", "Bilbao", "es", "Monte, lluvia y dos perros llenos de barro."),
  user("sofia_gatuna", "Sofía Navarro", "ES", "Málaga", "es", "Gatos, libros y café. En ese orden."),
  user("pablo_vet", "Pablo Romero", "ES", "Zaragoza", "es", "Veterinario. Consejos de salud cada semana 🩺"),
  user("emily_nyc", "Emily Johnson", "US", "New York", "en", "Brooklyn bunny mom 🐰 Coffee, parks and too many photos."),
  user("jake_austin", "Jake Miller", "US", "Austin", "en", "Old lab, young dragon. Texas born."),
  user("claire_paris", "Claire Dubois", "FR", "Paris", "fr", "Deux chats, une boutique et beaucoup de poils 🐈"),
  user("louis_lyon", "Louis Martin", "FR", "Lyon", "fr", "Filou le caniche et moi, on explore Lyon."),
  user("lena_berlin", "Lena Schmidt", "DE", "Berlin", "en", "Berlin, bikes and one very long dog."),
  user("max_hamburg", "Max Müller", "DE", "Hamburg", "en", "Husky person. Snow is our happy place."),
  user("giulia_roma", "Giulia Rossi", "IT", "Roma", "en", "Pepe the pug and Bianca the fluffiest bunny in Rome."),
  user("marco_milano", "Marco Bianchi", "IT", "Milano", "en", "Designer. Leo is my studio assistant 🐆"),
  user("ines_lisboa", "Inês Silva", "PT", "Lisboa", "pt", "Patinhas Lisboa 🐾 Coelhos, gatos e muito amor."),
  user("tiago_porto", "Tiago Costa", "PT", "Porto", "pt", "Bolt corre mais do que eu. Todos os dias."),
  user("olivia_london", "Olivia Smith", "UK", "London", "en", "Tea, rain and a very grumpy bulldog."),
  user("harry_mcr", "Harry Brown", "UK", "Manchester", "en", "Shelly the tortoise is 22 and still faster than my Wi-Fi."),
  user("valeria_cdmx", "Valeria Hernández", "MX", "Ciudad de México", "es", "Huellitas Pet Shop 🇲🇽 Canela y Mango mandan en casa."),
  user("diego_gdl", "Diego Ramírez", "MX", "Guadalajara", "es", "Frijol fue adoptado y es el mejor perro del mundo."),
  user("camila_bsas", "Camila González", "AR", "Buenos Aires", "es", "Dulce es una nube naranja con patas ☁️"),
  user("mateo_cordoba", "Mateo Fernández", "AR", "Córdoba", "es", "Galgos rescatados. Adoptá, no compres."),
  user("isabella_bog", "Isabella Rodríguez", "CO", "Bogotá", "es", "Nube y yo: siestas, mantas y café colombiano."),
  user("santiago_mde", "Santiago López", "CO", "Medellín", "es", "Quesito, hámster profesional de la rueda."),
  user("beatriz_sp", "Beatriz Souza", "BR", "São Paulo", "pt", "Mel é a chinchila mais fofa de São Paulo."),
  user("rafael_rio", "Rafael Oliveira", "BR", "Rio de Janeiro", "pt", "Praia, samba e o Nemo no aquário."),
  user("nuria_valencia", "Núria Puig", "ES", "Valencia", "es", "Pinxo el erizo y yo. Sí, los erizos también son mascotas."),
  user("alba_refugio", "Alba Torres", "ES", "Granada", "es", "Voluntaria en una protectora de Granada. ¡Adopta! 🏠❤️"),
];

export type DemoPet = {
  owner: string;
  name: string;
  species: Species;
  breed: string | null;
  age: number;
  gender: "male" | "female";
  size: "small" | "medium" | "large";
  description: string;
  lookingFor: ("friendship" | "love" | "playmate")[];
  otherKind?: "fish" | "hedgehog";
};

const pet = (
  owner: string,
  name: string,
  species: Species,
  breed: string | null,
  age: number,
  gender: DemoPet["gender"],
  size: DemoPet["size"],
  lookingFor: DemoPet["lookingFor"],
  description: string,
  otherKind?: DemoPet["otherKind"],
): DemoPet => ({ owner, name, species, breed, age, gender, size, lookingFor, description, otherKind });

export const demoPets: DemoPet[] = [
  pet("lucia", "Toby", "dog", "Golden Retriever", 4, "male", "large", ["friendship", "playmate"], "Goloso, cariñoso y fan número uno de las pelotas de tenis. Si le tiras una, te quiere para siempre."),
  pet("lucia", "Luna", "cat", "Europeo Común", 2, "female", "small", ["friendship"], "Reina de la casa. Duerme dieciocho horas al día y juzga a todos durante las otras seis."),
  pet("carlos_bcn", "Coco", "dog", "Bulldog Francés", 3, "male", "small", ["playmate", "friendship"], "Ronca más fuerte que mi abuelo y es igual de adorable."),
  pet("carlos_bcn", "Nala", "dog", null, 6, "female", "medium", ["friendship"], "Adoptada en 2020. Tímida al principio, pegajosa después."),
  pet("ana_sevilla", "Simba", "cat", "Maine Coon", 5, "male", "large", ["love", "friendship"], "Nueve kilos de pelo y amor. Se cree un perro: viene cuando le llamas."),
  pet("ana_sevilla", "Kiwi", "bird", "Periquito", 1, "male", "small", ["friendship"], "Silba el tono del móvil mejor que el propio móvil."),
  pet("javi_perruno", "Rocky", "dog", "Pastor Alemán", 7, "male", "large", ["friendship"], "Noble, listo y protector. Le encanta el monte."),
  pet("javi_perruno", "Lola", "dog", "Beagle", 2, "female", "medium", ["love", "playmate"], "Nariz de detective y estómago sin fondo."),
  pet("sofia_gatuna", "Misha", "cat", "Siamés", 4, "female", "small", ["friendship"], "Habladora profesional. Te contará su día con todo detalle."),
  pet("sofia_gatuna", "Oliver", "cat", "Británico de Pelo Corto", 6, "male", "medium", ["love"], "Un peluche que ronronea. Odia las prisas."),
  pet("pablo_vet", "Bruno", "dog", "Bóxer", 5, "male", "large", ["playmate"], "Energía infinita y cero sentido del espacio personal."),
  pet("pablo_vet", "Manchas", "rodent", "Cobaya", 2, "female", "small", ["friendship"], "Chilla de alegría cada vez que oye la nevera."),
  pet("emily_nyc", "Daisy", "rabbit", "Cabeza de León", 3, "female", "small", ["friendship", "love"], "Fluffy lionhead who loves cilantro and zoomies at midnight."),
  pet("jake_austin", "Buddy", "dog", "Labrador Retriever", 8, "male", "large", ["friendship"], "Gentle old soul. Professional napper, part-time swimmer."),
  pet("jake_austin", "Spike", "reptile", "Dragón Barbudo", 4, "male", "small", ["friendship"], "Chill bearded dragon. Loves crickets and warm rocks."),
  pet("claire_paris", "Minou", "cat", "Persa", 9, "female", "small", ["friendship"], "Une princesse persane. Ne la réveillez pas."),
  pet("claire_paris", "Caramel", "cat", "Scottish Fold", 2, "male", "small", ["playmate", "love"], "Petites oreilles, grand cœur, très joueur."),
  pet("louis_lyon", "Filou", "dog", "Caniche", 6, "male", "small", ["friendship", "playmate"], "Élégant, intelligent et un peu diva."),
  pet("lena_berlin", "Schnitzel", "dog", "Teckel", 5, "male", "small", ["friendship"], "Long dog, short legs, big opinions."),
  pet("max_hamburg", "Frieda", "dog", "Husky Siberiano", 3, "female", "large", ["playmate", "love"], "Talks back, runs fast, loves snow more than anything."),
  pet("giulia_roma", "Pepe", "dog", "Carlino", 4, "male", "small", ["friendship"], "Snores, snorts and steals hearts."),
  pet("giulia_roma", "Bianca", "rabbit", "Angora", 2, "female", "small", ["friendship"], "The fluffiest cloud in Rome. Brushing her is a full-time job."),
  pet("marco_milano", "Leo", "cat", "Bengalí", 3, "male", "medium", ["love", "playmate"], "A tiny leopard who fetches hair ties."),
  pet("ines_lisboa", "Pipoca", "rabbit", "Belier", 1, "female", "small", ["friendship"], "Orelhas caídas e muita energia. Adora couve."),
  pet("ines_lisboa", "Sardinha", "cat", null, 5, "female", "small", ["friendship"], "Resgatada na rua. Agora dona do sofá."),
  pet("tiago_porto", "Bolt", "dog", "Border Collie", 4, "male", "medium", ["playmate", "friendship"], "Inteligente demais para o seu próprio bem. Adora frisbee."),
  pet("olivia_london", "Winston", "dog", "Bulldog Inglés", 6, "male", "medium", ["friendship"], "Grumpy face, golden heart. Hates the rain, loves biscuits."),
  pet("olivia_london", "Earl Grey", "cat", "Azul Ruso", 7, "male", "medium", ["friendship"], "Quiet, elegant and always judging the bulldog."),
  pet("harry_mcr", "Shelly", "reptile", "Tortuga Mediterránea", 22, "female", "small", ["friendship"], "22 years old and still loves strawberries."),
  pet("valeria_cdmx", "Canela", "dog", "Chihuahua", 3, "female", "small", ["love", "friendship"], "Pequeña pero con carácter de leona."),
  pet("valeria_cdmx", "Mango", "bird", "Agapornis", 2, "male", "small", ["friendship"], "Inseparable de su espejo y de mi hombro."),
  pet("diego_gdl", "Frijol", "dog", null, 2, "male", "medium", ["playmate", "friendship"], "Rescatado de la calle. Hoy es el rey del parque."),
  pet("camila_bsas", "Dulce", "dog", "Pomerania", 1, "female", "small", ["playmate"], "Una nube naranja con patas y mucha actitud."),
  pet("mateo_cordoba", "Gaucho", "dog", "Galgo Español", 6, "male", "large", ["friendship"], "Galgo rescatado. Corre como el viento y duerme como un sofá."),
  pet("isabella_bog", "Nube", "cat", "Ragdoll", 4, "female", "medium", ["friendship", "love"], "Se deja caer en brazos como un muñeco de trapo."),
  pet("santiago_mde", "Quesito", "rodent", "Hámster Sirio", 1, "male", "small", ["friendship"], "Guarda pipas en los mofletes para el invierno."),
  pet("beatriz_sp", "Mel", "rodent", "Chinchilla", 3, "female", "small", ["friendship"], "Toma banhos de areia e pula como uma mola."),
  pet("rafael_rio", "Nemo", "other", null, 2, "male", "small", ["friendship"], "Peixinho dourado que dá bom dia todas as manhãs.", "fish"),
  pet("nuria_valencia", "Pinxo", "other", null, 3, "male", "small", ["friendship"], "Erizo africano. Se hace bola cuando se enfada, que es nunca.", "hedgehog"),
  pet("alba_refugio", "Sol", "cat", "Angora Turco", 2, "female", "small", ["friendship"], "Llegó a la protectora con dos meses. Ojos de dos colores y alma de reina."),
];

/** `{pet}` is the pet's name, `{city}` the author's city. A template with `species` needs a pet of one of them. */
export type PostTemplate = { lang: Lang; text: string; species?: Species[] | "any"; scene?: Scene };

const dog: Species[] = ["dog"];
const cat: Species[] = ["cat"];

export const postTemplates: PostTemplate[] = [
  { lang: "es", species: "any", scene: "home", text: "¡{pet} os manda un saludo desde el sofá! 🛋️ #mascotas #domingo" },
  { lang: "es", species: "any", scene: "party", text: "Hoy {pet} cumple años 🎂 ¡Gracias por todas las felicitaciones! #cumple #mascotas" },
  { lang: "es", species: "any", scene: "night", text: "Modo siesta activado 😴 Que nadie despierte a {pet}. #siesta #mascotas" },
  { lang: "es", species: "any", text: "Mirad qué carita pone {pet} cuando oye la bolsa de premios 😍 #mascotas #patitas" },
  { lang: "es", species: "any", scene: "home", text: "Primer día de {pet} en casa y ya manda más que nosotros 😂 #adopcion #nuevomiembro" },
  { lang: "es", species: "any", text: "{pet} posando como un profesional 📸 #fotogenico #patitas" },
  { lang: "es", species: "any", text: "Hoy tocó visita al veterinario y {pet} se portó como un campeón 💪 #veterinario #salud" },
  { lang: "es", species: "any", scene: "soft", text: "Cada día quiero más a {pet}. ¿Se puede? 💛 #amorincondicional #mascotas" },
  { lang: "es", species: dog, scene: "park", text: "Paseo mañanero con {pet} por el parque 🌳 #perros #paseo" },
  { lang: "es", species: dog, scene: "beach", text: "Día de playa con {pet} 🏖️ ¡No quería salir del agua! #perros #playa #verano" },
  { lang: "es", species: dog, text: "{pet} ha aprendido a dar la pata en solo dos días 🐾 #perros #adiestramiento" },
  { lang: "es", species: dog, scene: "snow", text: "La primera nevada de {pet} ❄️ Estaba como loco. #perros #invierno" },
  { lang: "es", species: dog, scene: "home", text: "Después del baño, {pet} ha decidido que odia el secador 😅 #perros #perrosfelices" },
  { lang: "es", species: dog, scene: "park", text: "Que alguien le explique a {pet} que la pelota no se come 🎾 #perros #juguetes" },
  { lang: "es", species: dog, scene: "park", text: "Quedada de perretes en {city} esta mañana. ¡{pet} ha hecho mil amigos! #perros #perrosfelices" },
  { lang: "es", species: cat, scene: "home", text: "{pet} ha encontrado la caja del pedido más interesante que el juguete que venía dentro 📦 #gatos #michis" },
  { lang: "es", species: cat, scene: "night", text: "Sesión de ronroneo intensivo con {pet} 💤 #gatos #siesta" },
  { lang: "es", species: cat, scene: "home", text: "{pet} vigilando el barrio desde la ventana, como cada tarde 🪟 #gatos #michis" },
  { lang: "es", species: cat, text: "{pet} a las 3 de la mañana: CARRERA POR EL PASILLO 🏃 #gatos #michis #gatosdeinstagram" },
  { lang: "es", species: ["rabbit"], scene: "park", text: "{pet} comiendo zanahoria es lo más tierno que vas a ver hoy 🥕 #conejos #mascotas" },
  { lang: "es", species: ["rabbit"], scene: "park", text: "Saltitos de felicidad de {pet} en el jardín 🐰 #conejos #binky" },
  { lang: "es", species: ["bird"], text: "{pet} ha aprendido a silbar la sintonía del telediario 🎶 #aves #periquitos" },
  { lang: "es", species: ["bird"], scene: "soft", text: "Buenos días desde la jaula más ruidosa del edificio ☀️ #aves #mascotas" },
  { lang: "es", species: ["reptile"], text: "{pet} tomando el sol bajo su lámpara como si estuviera en Ibiza ☀️ #reptiles #mascotasexoticas" },
  { lang: "es", species: ["rodent"], text: "{pet} con los mofletes llenos de pipas 🌻 #hamster #roedores" },
  { lang: "es", species: ["rodent"], scene: "night", text: "Noche de rueda para {pet}: cinco kilómetros según mis cálculos 🏃 #roedores #hamster" },
  { lang: "es", species: ["other"], text: "{pet} saluda a todos desde su rincón favorito 👋 #mascotasexoticas #patitas" },
  { lang: "es", text: "¿Alguien conoce un buen veterinario de exóticos en {city}? 🙏 #veterinario #ayuda" },
  { lang: "es", text: "Recordatorio: en verano, paseos temprano o al atardecer. ¡El asfalto quema! ☀️🐾 #consejos #verano #perros" },
  { lang: "es", text: "Este finde hay jornada de adopción en {city}. ¡Pasaos! 🏠❤️ #adopcion #adoptanocompres" },
  { lang: "es", text: "Adoptar me cambió la vida. Si estás pensando en tener mascota, visita una protectora 💛 #adopcion #adoptanocompres" },
  { lang: "es", text: "¿Qué pienso les dais a vuestros peques? Busco recomendaciones 🥣 #consejos #alimentacion" },
  { lang: "es", text: "Feliz viernes a todas las patitas de la comunidad 🐾 #patitas #mascotas" },
  { lang: "en", species: dog, scene: "park", text: "Morning walk with {pet} 🌳 #dogsofinstagram #walk" },
  { lang: "en", species: dog, scene: "snow", text: "{pet} discovered snow today and went wild ❄️ #dogs #snowday" },
  { lang: "en", species: cat, scene: "night", text: "Caught {pet} napping again. Third time today 😴 #catsofinstagram #naptime" },
  { lang: "en", species: "any", scene: "soft", text: "Adopt, don't shop! {pet} was a rescue and now runs our home 💛 #adoption #rescue" },
  { lang: "en", species: "any", scene: "party", text: "Birthday vibes for {pet} 🎉 #petbirthday #patitas" },
  { lang: "en", species: "any", scene: "beach", text: "Weekend mood with {pet} 😎 #weekend #petlife" },
  { lang: "en", text: "Whose pet steals the whole bed every night? 🛏️ #petlife" },
  { lang: "en", text: "Any tips for a first-time pet owner in {city}? #advice #petlife" },
  { lang: "fr", species: dog, scene: "park", text: "Balade au parc avec {pet} 🌳 #chiens #balade" },
  { lang: "fr", species: "any", scene: "night", text: "{pet} fait la sieste, ne pas déranger 😴 #chats #sieste" },
  { lang: "fr", species: "any", scene: "party", text: "Joyeux anniversaire {pet} 🎂 #animaux #anniversaire" },
  { lang: "fr", species: cat, scene: "home", text: "{pet} a trouvé son nouveau jouet préféré : le carton 📦 #chats #animaux" },
  { lang: "pt", species: "any", scene: "beach", text: "Passeio na praia com {pet} 🏖️ #pets #praia" },
  { lang: "pt", species: "any", scene: "night", text: "{pet} dormindo como um anjo 😴 #soneca #pets" },
  { lang: "pt", species: "any", scene: "soft", text: "Adote! {pet} veio de um abrigo e é a alegria da casa 💛 #adocao #adotenaocompre" },
  { lang: "pt", species: "any", text: "Bom dia de {pet} para vocês ☀️ #pets #bomdia" },
];

export const staffPosts = [
  "¡Bienvenidos a Patitas! 🐾 La red social para quienes compartimos la vida con un peludo, un plumoso o un escamoso. Sed amables y subid muchas fotos. #patitas #bienvenida",
  "Recordad: podéis reportar cualquier contenido que no respete las normas desde el menú de cada publicación. ¡Gracias por cuidar la comunidad! #patitas #comunidad",
];

export const commentTexts: Record<Lang, string[]> = {
  es: [
    "¡Qué bonito! 😍",
    "Me lo como 🥰",
    "Jajaja qué crack",
    "¡Guapísimo!",
    "Dale un achuchón de mi parte 🤗",
    "Qué ojitos 🥺",
    "El mío hace exactamente lo mismo 😂",
    "¡Felicidades!",
    "Precioso 💛",
    "Necesito más fotos así",
    "Ese momento es oro ✨",
    "¡Qué envidia de plan!",
  ],
  en: ["So cute! 😍", "Look at that face 🥺", "Haha, mine does the same", "Adorable!", "Best friend ever 💛", "Happy birthday! 🎉", "This made my day"],
  fr: ["Trop mignon ! 😍", "Quelle bouille 🥰", "Adorable !", "Il est magnifique"],
  pt: ["Que fofura! 😍", "Lindo demais 🥰", "Que gracinha!", "Amei ❤️"],
};

/** Short chats between matched owners; lines alternate between the two, starting with the sender. */
export const conversations: Record<Lang, string[][]> = {
  es: [
    ["¡Hola! Me encantó el perfil de tu peque 😊", "¡Gracias! El tuyo también es precioso", "¿Quedamos un día en el parque para que jueguen?", "¡Claro! ¿Este sábado por la mañana?", "Perfecto, ¿a las 10?", "¡Hecho! Nos vemos allí 🐾"],
    ["¿Qué tal se portan con otros animales?", "Muy bien, son súper sociables", "¡Genial! Los míos también", "Pues tenemos que juntarlos pronto"],
    ["¡Qué foto más bonita la de ayer!", "Jajaja gracias, no se estaba quieto", "¿Qué pienso le das? Tiene un pelo brillante", "Uno sin cereales, te paso la marca", "¡Gracias!"],
  ],
  en: [
    ["Hi! Your pet is adorable 😊", "Thank you! Yours too", "Would they like a playdate?", "Absolutely, this weekend?", "Sunday works! Park at 11?", "See you there 🐾"],
    ["How is the little one doing?", "Great, just had a big walk", "Love that. Let's meet soon!"],
  ],
  fr: [["Coucou ! Ton chat est trop mignon", "Merci beaucoup ! Le tien aussi", "On organise une rencontre ?", "Avec plaisir 😊"]],
  pt: [["Olá! Que fofura o teu pet", "Obrigada! O teu também", "Vamos marcar um passeio?", "Claro! Sábado?", "Combinado 🐾"]],
};

export type DemoStore = {
  owner: string;
  name: string;
  description: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  shippingCountries: string[];
  color: string;
  verified: boolean;
};

export const demoStores: DemoStore[] = [
  {
    owner: "lucia",
    name: "Patitas de Lucía",
    description: "Collares, bandanas y camitas hechos a mano en Madrid con telas de algodón y mucho cariño.",
    email: "tienda@patitasdelucia.es",
    phone: "+34 611 234 567",
    address: "Calle de Fuencarral 45, 28004 Madrid",
    country: "ES",
    shippingCountries: ["ES", "PT", "FR"],
    color: "#ff6b9a",
    verified: true,
  },
  {
    owner: "carlos_bcn",
    name: "Guau Market",
    description: "Alimentación natural y juguetes resistentes para perros de ciudad. Envío en 24 h en península.",
    email: "hola@guaumarket.es",
    phone: "+34 622 345 678",
    address: "Carrer de Verdi 112, 08012 Barcelona",
    country: "ES",
    shippingCountries: ["ES"],
    color: "#52b788",
    verified: true,
  },
  {
    owner: "claire_paris",
    name: "Le Chat Chic",
    description: "Todo para gatos con estilo: juguetes, comederos de cerámica y cuidado del pelo. Desde París.",
    email: "bonjour@lechatchic.fr",
    phone: "+33 6 12 34 56 78",
    address: "18 Rue des Martyrs, 75009 Paris",
    country: "FR",
    shippingCountries: ["FR", "ES", "DE", "IT"],
    color: "#8e6cef",
    verified: false,
  },
  {
    owner: "valeria_cdmx",
    name: "Huellitas Pet Shop",
    description: "Ropa, juguetes y suplementos para perros pequeños y medianos. Hecho con amor en México.",
    email: "contacto@huellitas.mx",
    phone: "+52 55 1234 5678",
    address: "Av. Álvaro Obregón 130, Roma Norte, 06700 Ciudad de México",
    country: "MX",
    shippingCountries: ["MX", "US", "CO"],
    color: "#ff9f43",
    verified: true,
  },
  {
    owner: "ines_lisboa",
    name: "Patinhas Lisboa",
    description: "Salud natural y accesorios para conejos, gatos y perros. Tienda de barrio en Campo de Ourique.",
    email: "ola@patinhaslisboa.pt",
    phone: "+351 912 345 678",
    address: "Rua Ferreira Borges 87, 1350-130 Lisboa",
    country: "PT",
    shippingCountries: ["PT", "ES", "BR"],
    color: "#4ea5e8",
    verified: false,
  },
];

export type CategorySlug = "food" | "toys" | "accessories" | "healthcare" | "clothing";

// Lucide icon names (kebab-case), rendered by the marketplace's category chips.
export const demoCategories: { slug: CategorySlug; icon: string }[] = [
  { slug: "food", icon: "bone" },
  { slug: "toys", icon: "puzzle" },
  { slug: "accessories", icon: "gem" },
  { slug: "healthcare", icon: "heart-pulse" },
  { slug: "clothing", icon: "shirt" },
];

export type DemoProduct = {
  store: string;
  category: CategorySlug;
  name: string;
  description: string;
  priceCents: number;
  originalPriceCents?: number;
  stock: number;
  picture: ProductKind;
  color: string;
};

const product = (
  store: string,
  category: CategorySlug,
  name: string,
  description: string,
  picture: ProductKind,
  color: string,
  priceCents: number,
  stock: number,
  originalPriceCents?: number,
): DemoProduct => ({ store, category, name, description, picture, color, priceCents, stock, originalPriceCents });

export const demoProducts: DemoProduct[] = [
  product("Patitas de Lucía", "accessories", "Collar artesanal de cuero rosa", "Cuero vegetal cosido a mano, hebilla de latón y chapita con forma de huella. Tallas S a L.", "collar", "#ff6b9a", 1890, 12, 2490),
  product("Patitas de Lucía", "clothing", "Bandana de algodón con lunares", "Algodón 100 % con cierre de velcro. Perfecta para fotos de cumpleaños.", "bandana", "#2ec4b6", 990, 30),
  product("Patitas de Lucía", "clothing", "Jersey de punto a rayas", "Punto suave y calentito para los días de frío. Lavable a máquina.", "sweater", "#ff9f43", 2450, 0),
  product("Patitas de Lucía", "accessories", "Cama redonda acolchada", "Relleno hipoalergénico y base antideslizante. Funda desenfundable.", "bed", "#8e6cef", 3990, 5, 4990),
  product("Patitas de Lucía", "toys", "Pelota de goma resistente", "Goma natural que bota de forma impredecible. Flota en el agua.", "ball", "#4ea5e8", 690, 40),
  product("Patitas de Lucía", "food", "Premios de pollo deshidratado (200 g)", "Un solo ingrediente: pechuga de pollo deshidratada a baja temperatura.", "treats-jar", "#ff9f43", 750, 25),
  product("Guau Market", "food", "Pienso natural para perros adultos (12 kg)", "Receta con 60 % de carne fresca, sin cereales ni colorantes artificiales.", "food-bag", "#52b788", 4590, 18, 5290),
  product("Guau Market", "food", "Comida húmeda de ternera (pack de 6 latas)", "Trocitos de ternera con verduras. Sin conservantes.", "food-can", "#e63946", 1290, 50),
  product("Guau Market", "toys", "Cuerda de nudos para morder", "Algodón trenzado que limpia los dientes mientras juega.", "rope", "#e63946", 850, 22),
  product("Guau Market", "accessories", "Correa extensible de 5 m", "Mango ergonómico, freno de un botón y cinta reflectante.", "leash", "#ff9f43", 1995, 9),
  product("Guau Market", "healthcare", "Champú de avena para piel sensible", "pH neutro, sin perfumes fuertes. Calma el picor y deja el pelo suave.", "shampoo", "#52b788", 1150, 14),
  product("Guau Market", "toys", "Hueso de nailon sabor bacon", "Para mordedores intensos. Aguanta semanas de juego.", "bone-toy", "#ff6b9a", 1090, 0, 1290),
  product("Le Chat Chic", "toys", "Ratón de juguete con hierba gatera", "Relleno de catnip orgánico. Adicción garantizada.", "mouse-toy", "#8e6cef", 490, 60),
  product("Le Chat Chic", "food", "Pienso para gatos esterilizados (3 kg)", "Rico en proteína y bajo en grasa, con arándano para el tracto urinario.", "food-bag", "#4ea5e8", 2290, 20),
  product("Le Chat Chic", "accessories", "Comedero de cerámica", "Cerámica esmaltada apta para lavavajillas. Base elevada para una mejor postura.", "bowl", "#ff6b9a", 1590, 15),
  product("Le Chat Chic", "healthcare", "Cepillo quitapelos", "Púas suaves que retiran el pelo muerto sin tirones. Botón de limpieza.", "brush", "#ff6b9a", 1290, 11, 1690),
  product("Le Chat Chic", "accessories", "Collar con cascabel para gato", "Cierre de seguridad antiahogo y cascabel que suena bajito.", "collar", "#4ea5e8", 790, 35),
  product("Le Chat Chic", "healthcare", "Malta para bolas de pelo", "Pasta de malta con vitaminas que ayuda a eliminar las bolas de pelo.", "bottle", "#ff9f43", 890, 0),
  product("Huellitas Pet Shop", "clothing", "Impermeable con capucha", "Tejido impermeable, forro suave y banda reflectante para los paseos con lluvia.", "raincoat", "#f9c74f", 2190, 7),
  product("Huellitas Pet Shop", "clothing", "Sudadera polar para perro pequeño", "Forro polar calentito con abertura para el arnés.", "sweater", "#4ea5e8", 1790, 10, 2290),
  product("Huellitas Pet Shop", "toys", "Pelotas de tenis (pack de 3)", "Fieltro no abrasivo, tamaño perfecto para perros pequeños y medianos.", "tennis-ball", "#cfe46a", 590, 45),
  product("Huellitas Pet Shop", "accessories", "Comedero antivoracidad", "Laberinto interior que hace que coma más despacio y sin atragantarse.", "bowl", "#2ec4b6", 1390, 13),
  product("Huellitas Pet Shop", "healthcare", "Suplemento articular (60 comprimidos)", "Glucosamina y condroitina para perros mayores o muy activos.", "pills", "#4ea5e8", 2490, 8),
  product("Huellitas Pet Shop", "food", "Galletas de crema de cacahuete", "Horneadas con ingredientes naturales y sin azúcar añadido.", "treats-jar", "#e63946", 650, 0),
  product("Patinhas Lisboa", "healthcare", "Spray antiparasitario natural", "Con aceite de neem y citronela. Apto para perros y gatos.", "bottle", "#52b788", 1490, 16),
  product("Patinhas Lisboa", "healthcare", "Vitaminas multiespecie", "Complejo vitamínico para perros, gatos y conejos. Sabor a hígado.", "pills", "#ff9f43", 1190, 20, 1490),
  product("Patinhas Lisboa", "food", "Heno de montaña para conejos (1 kg)", "Heno de primer corte, largo y aromático. Imprescindible para sus dientes.", "food-bag", "#f9c74f", 890, 30),
  product("Patinhas Lisboa", "clothing", "Pañuelo de verano", "Tela fresca de lino estampada. Se ata con un lazo.", "bandana", "#ff6b9a", 890, 25),
  product("Patinhas Lisboa", "accessories", "Cama cueva para gatos", "Fieltro de lana con forma de cueva: su escondite favorito.", "bed", "#4ea5e8", 2890, 4),
  product("Patinhas Lisboa", "clothing", "Chubasquero reflectante", "Ligero, plegable y con capucha. Visible de noche.", "raincoat", "#ff9f43", 2590, 6, 2990),
];
