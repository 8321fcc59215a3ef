// The demo's care guides (decision 045): real advice, in Spanish and English, each pair linked as
// translations, some with related demo products ("Shop the guide", by product name).
import type { GuideTopic } from "@/lib/guides/fields";
import type { Species } from "@/lib/pets/breeds";
import type { Scene } from "./scenes";

type Version = { title: string; body: string };

export type DemoGuide = {
  species: Species;
  topic: GuideTopic;
  /** Who wrote it (a staff username of the demo). */
  author: string;
  daysAgo: number;
  cover: { breed: string | null; name: string; scene: Scene };
  products: string[];
  es: Version;
  en: Version;
};

export const demoGuides: DemoGuide[] = [
  {
    species: "dog",
    topic: "feeding",
    author: "patitas_admin",
    daysAgo: 40,
    cover: { breed: "Labrador Retriever", name: "Guía comida", scene: "home" },
    products: [
      "Pienso natural para perros adultos (12 kg)",
      "Comida húmeda de ternera (pack de 6 latas)",
      "Comedero antivoracidad",
    ],
    es: {
      title: "Cómo alimentar a tu perro adulto: cantidades, horarios y errores comunes",
      body: `Una buena alimentación es la base de la salud de tu perro: influye en su energía, su pelo, su digestión y hasta en su carácter. No hace falta complicarse, pero sí conviene tener claras unas cuantas reglas.

## ¿Cuánta comida necesita?

La cantidad depende del peso, la edad, la actividad y el tipo de alimento. Usa la tabla del envase como **punto de partida** y ajústala según su figura:

- Debes poder notar sus costillas al pasar la mano, sin verlas marcadas.
- Visto desde arriba, tiene que tener algo de "cintura" detrás de las costillas.
- Si gana peso, reduce la ración un 10 % durante dos semanas y vuelve a comprobar.

Pesa la comida con una báscula de cocina: "un cacito" puede variar un 30 % de un día a otro.

## Horarios: mejor dos tomas

La mayoría de perros adultos están mejor con **dos comidas al día**, por la mañana y por la tarde. Así evitas que pase demasiadas horas con el estómago vacío y reduces la ansiedad por la comida. Retira el comedero a los 15–20 minutos aunque no haya terminado: aprende rápido que la comida no está siempre disponible.

## Pienso, húmedo o ambos

Un pienso completo de calidad cubre todo lo que necesita. La comida húmeda aporta agua y suele gustar más, así que mezclar un poco de húmedo con el pienso es una buena opción para perros delicados con la comida. Si cambias de alimento, hazlo **poco a poco durante 7 días**, mezclando cada vez más del nuevo.

## Errores que vemos a menudo

1. Dar premios sin descontarlos de la ración diaria (no deberían superar el 10 % de las calorías).
2. Compartir las sobras: la cebolla, el ajo, las uvas, el chocolate y el xilitol son tóxicos para los perros.
3. Dejar que coma con ansia: si engulle, un comedero antivoracidad le obliga a ir despacio y evita atragantamientos.
4. Olvidar el agua: debe tener agua limpia siempre, y más en verano.

> Si tu perro pierde el apetito más de un día, vomita a menudo o adelgaza sin motivo, consulta con tu veterinario.`,
    },
    en: {
      title: "How to feed your adult dog: portions, timing and common mistakes",
      body: `Good food is the foundation of your dog's health: it shapes their energy, coat, digestion and even their mood. It doesn't need to be complicated, but a few rules are worth knowing.

## How much food do they need?

The amount depends on weight, age, activity and the type of food. Use the chart on the bag as a **starting point** and adjust it to your dog's shape:

- You should be able to feel the ribs when you run your hand over them, without seeing them.
- Seen from above, there should be a bit of a "waist" behind the ribs.
- If your dog is gaining weight, cut the portion by 10 % for two weeks and check again.

Weigh the food with a kitchen scale: "one scoop" can vary by 30 % from one day to the next.

## Timing: two meals are better

Most adult dogs do best on **two meals a day**, morning and evening. That way they don't spend too many hours on an empty stomach, and there is less anxiety around food. Take the bowl away after 15–20 minutes even if it isn't finished: they quickly learn that food isn't always on offer.

## Dry, wet or both

A good complete dry food covers everything they need. Wet food adds water and tends to be tastier, so mixing a little wet food into the kibble works well for fussy eaters. If you change food, do it **gradually over 7 days**, mixing in a little more of the new food each day.

## Mistakes we see often

1. Giving treats without taking them out of the daily portion (they shouldn't be more than 10 % of calories).
2. Sharing leftovers: onion, garlic, grapes, chocolate and xylitol are toxic to dogs.
3. Letting them wolf their food down: a slow-feeder bowl makes them eat calmly and prevents choking.
4. Forgetting about water: fresh water must always be available, even more so in summer.

> If your dog loses their appetite for more than a day, vomits often or loses weight for no reason, see your vet.`,
    },
  },
  {
    species: "dog",
    topic: "training",
    author: "marta_mod",
    daysAgo: 33,
    cover: { breed: "Golden Retriever", name: "Guía cachorro", scene: "park" },
    products: ["Premios de pollo deshidratado (200 g)", "Cuerda de nudos para morder", "Pelotas de tenis (pack de 3)"],
    es: {
      title: "Las primeras semanas con tu cachorro: educación básica sin estrés",
      body: `Los primeros meses de un cachorro son una ventana de aprendizaje enorme. Lo que viva ahora marcará cómo se relaciona con personas, perros y ruidos el resto de su vida. La clave: **sesiones cortas, mucha paciencia y premiar lo que hace bien**.

## Rutinas desde el primer día

Los cachorros se sienten seguros cuando saben qué va a pasar. Intenta que las comidas, los paseos y las horas de dormir sean siempre parecidas. Un cachorro de dos meses duerme hasta 18 horas al día: respeta sus siestas, un cachorro cansado muerde más.

## Hacer sus necesidades fuera

- Sácalo nada más despertar, después de comer y después de jugar.
- Cuando lo haga fuera, prémialo en ese mismo momento con una voz alegre y un premio pequeño.
- Si tiene un accidente en casa, límpialo sin regañarle: castigar solo le enseña a esconderse.

## Tres señales para empezar

1. **Su nombre**: dilo una vez y, cuando te mire, premio.
2. **"Sienta"**: lleva un premio por encima de su nariz hacia atrás; cuando se siente, premio.
3. **"Ven"**: practícalo en casa, agachado y con voz alegre. Nunca lo llames para algo que no le guste.

Cinco minutos, dos o tres veces al día, funcionan mejor que una sesión larga.

## Morder es normal (y se reconduce)

Los cachorros exploran con la boca y además les están cambiando los dientes. Ofrécele siempre una alternativa: una cuerda de nudos o un juguete de goma. Si muerde las manos, para el juego unos segundos; aprenderá que morder fuerte termina la diversión.

## Socialización con cabeza

Preséntale poco a poco personas distintas, otros perros tranquilos y vacunados, ruidos de la calle, el coche o el ascensor. Siempre a su ritmo: si se asusta, aléjate un poco y prémiale cuando se relaje.`,
    },
    en: {
      title: "Your puppy's first weeks: stress-free basic training",
      body: `A puppy's first months are a huge learning window. What they experience now shapes how they relate to people, dogs and noises for the rest of their life. The key: **short sessions, lots of patience and rewarding what they get right**.

## Routines from day one

Puppies feel safe when they know what comes next. Try to keep meals, walks and bedtimes at similar times. A two-month-old puppy sleeps up to 18 hours a day: respect their naps, because a tired puppy bites more.

## Toilet training

- Take them out as soon as they wake up, after eating and after playing.
- When they go outside, reward them right away with a happy voice and a small treat.
- If they have an accident indoors, clean it up without scolding: punishment only teaches them to hide.

## Three cues to start with

1. **Their name**: say it once and, when they look at you, reward.
2. **"Sit"**: move a treat over their nose and backwards; when they sit, reward.
3. **"Come"**: practise at home, crouching and with a cheerful voice. Never call them for something they dislike.

Five minutes two or three times a day work better than one long session.

## Biting is normal (and can be redirected)

Puppies explore with their mouths, and their teeth are changing too. Always offer an alternative: a rope toy or a rubber toy. If they bite hands, stop the game for a few seconds; they will learn that biting hard ends the fun.

## Socialising, sensibly

Introduce different people, calm vaccinated dogs, street noises, the car or the lift little by little. Always at their pace: if they get scared, move a bit further away and reward them when they relax.`,
    },
  },
  {
    species: "dog",
    topic: "health",
    author: "patitas_admin",
    daysAgo: 26,
    cover: { breed: "Beagle", name: "Guía salud", scene: "soft" },
    products: ["Spray antiparasitario natural", "Vitaminas multiespecie", "Suplemento articular (60 comprimidos)"],
    es: {
      title: "Vacunas y desparasitación del perro: el calendario que debes conocer",
      body: `Las vacunas y la desparasitación protegen a tu perro de enfermedades graves, y también a tu familia, porque algunos parásitos pueden pasar a las personas. El calendario exacto lo decide tu veterinario según dónde vivís y el estilo de vida de tu perro, pero estas son las pautas habituales.

## Vacunas del cachorro

- **6–8 semanas**: primera vacuna contra parvovirus y moquillo.
- **10–12 semanas**: polivalente (moquillo, parvovirus, hepatitis, leptospirosis y parainfluenza).
- **14–16 semanas**: refuerzo de la polivalente y, según la zona, la rabia.

Hasta que complete las vacunas, evita parques con muchos perros desconocidos, pero sigue socializándolo en brazos o con perros sanos y vacunados.

## El perro adulto

Se suele revacunar **una vez al año**, aprovechando la revisión general. En muchos países la vacuna de la rabia es obligatoria y necesaria para viajar.

## Parásitos internos

Los gusanos intestinales son muy frecuentes. La pauta típica es desparasitar **cada 3 meses** a los adultos, y más a menudo a los cachorros. Si convive con niños pequeños o come cosas del suelo, tu veterinario puede recomendarte hacerlo cada mes.

## Parásitos externos

Pulgas, garrapatas y mosquitos transmiten enfermedades como la leishmaniosis o la erliquiosis. Combina:

1. Un antiparasitario de eficacia probada (pipeta, collar o comprimido) todo el año.
2. Revisar su piel después de pasear por campo o hierba alta, sobre todo orejas, axilas y entre los dedos.
3. Un repelente natural como complemento en primavera y verano, nunca como única protección.

## Señales para ir al veterinario

Decaimiento, fiebre, diarrea con sangre, tos persistente o una garrapata que no sabes quitar entera. Ante la duda, llama: una consulta a tiempo es siempre más barata que un tratamiento tarde.`,
    },
    en: {
      title: "Your dog's vaccinations and deworming: the calendar to know",
      body: `Vaccines and parasite control protect your dog from serious diseases, and your family too, because some parasites can pass to people. Your vet sets the exact calendar for where you live and your dog's lifestyle, but these are the usual guidelines.

## Puppy vaccinations

- **6–8 weeks**: first vaccine against parvovirus and distemper.
- **10–12 weeks**: the combined vaccine (distemper, parvovirus, hepatitis, leptospirosis and parainfluenza).
- **14–16 weeks**: booster of the combined vaccine and, depending on the area, rabies.

Until the course is complete, avoid parks full of unknown dogs, but keep socialising them in your arms or with healthy, vaccinated dogs.

## The adult dog

Boosters are usually given **once a year**, at the general check-up. In many countries the rabies vaccine is compulsory and required for travel.

## Internal parasites

Intestinal worms are very common. The typical routine is to deworm adults **every 3 months**, and puppies more often. If your dog lives with small children or eats things off the ground, your vet may recommend doing it monthly.

## External parasites

Fleas, ticks and mosquitoes carry diseases such as leishmaniasis and ehrlichiosis. Combine:

1. A proven parasite treatment (spot-on, collar or tablet) all year round.
2. Checking their skin after walks in the countryside or long grass, especially ears, armpits and between the toes.
3. A natural repellent as an extra in spring and summer, never as the only protection.

## Signs it's time to see the vet

Lethargy, fever, bloody diarrhoea, a persistent cough or a tick you can't remove whole. When in doubt, call: an early visit always costs less than a late treatment.`,
    },
  },
  {
    species: "dog",
    topic: "travel",
    author: "marta_mod",
    daysAgo: 19,
    cover: { breed: "Border Collie", name: "Guía viaje", scene: "beach" },
    products: ["Correa extensible de 5 m", "Cama redonda acolchada", "Chubasquero reflectante"],
    es: {
      title: "Viajar en coche con tu perro: seguridad y comodidad paso a paso",
      body: `Un viaje en coche puede ser una aventura estupenda para tu perro o una experiencia agotadora para todos. La diferencia está en la preparación.

## Seguridad ante todo

Un perro suelto en el coche es un peligro para él y para vosotros: en un frenazo sale despedido con una fuerza muchas veces mayor que su peso. Elige una de estas opciones:

- **Transportín** bien sujeto, ideal para perros pequeños y medianos.
- **Arnés homologado** enganchado al cinturón de seguridad (nunca al collar).
- **Rejilla separadora** en el maletero para perros grandes.

Nunca lo dejes solo dentro del coche: en verano la temperatura interior supera los 50 °C en pocos minutos, incluso a la sombra y con las ventanillas entreabiertas.

## Antes de salir

1. Acostúmbralo con trayectos cortos que terminen en algo bonito, como un parque.
2. Dale de comer unas **tres horas antes** de salir para evitar mareos.
3. Llévalo a dar un buen paseo justo antes de subir al coche.

## Qué meter en la bolsa

- Agua y un bebedero plegable.
- Su manta o cama: el olor conocido le tranquiliza.
- Correa, bolsas, un premio masticable y su cartilla veterinaria.
- Un chubasquero si vais a un destino lluvioso.

## Durante el viaje

Para **cada dos horas** para que beba, estire las patas y haga sus necesidades. Mantén una temperatura agradable y evita que saque la cabeza por la ventanilla: los insectos y el aire pueden dañarle ojos y oídos.

Si se marea a menudo (babea, bosteza mucho o vomita), consulta con tu veterinario: hay soluciones seguras.`,
    },
    en: {
      title: "Travelling by car with your dog: safety and comfort step by step",
      body: `A car trip can be a great adventure for your dog or an exhausting experience for everyone. The difference is in the preparation.

## Safety first

A loose dog in a car is a danger to themselves and to you: in a sudden stop they are thrown forward with a force many times their weight. Choose one of these:

- A **crate** that is well secured, ideal for small and medium dogs.
- A **crash-tested harness** clipped to the seat belt (never to the collar).
- A **dog guard** in the boot for large dogs.

Never leave them alone in the car: in summer the temperature inside passes 50 °C within minutes, even in the shade and with the windows slightly open.

## Before you go

1. Get them used to it with short trips that end somewhere nice, like a park.
2. Feed them about **three hours before** you leave to avoid car sickness.
3. Take them for a good walk right before they get in.

## What to pack

- Water and a collapsible bowl.
- Their blanket or bed: a familiar smell calms them.
- Lead, poo bags, a chew and their vaccination record.
- A raincoat if you're heading somewhere rainy.

## On the road

Stop **every two hours** so they can drink, stretch their legs and relieve themselves. Keep the temperature pleasant and don't let them stick their head out of the window: insects and wind can hurt their eyes and ears.

If they get car sick often (drooling, yawning a lot or vomiting), talk to your vet: there are safe solutions.`,
    },
  },
  {
    species: "cat",
    topic: "feeding",
    author: "patitas_admin",
    daysAgo: 15,
    cover: { breed: "Europeo Común", name: "Guía agua gato", scene: "home" },
    products: ["Comedero de cerámica", "Pienso para gatos esterilizados (3 kg)"],
    es: {
      title: "Cómo conseguir que tu gato beba más agua",
      body: `Los gatos descienden de animales del desierto que obtenían casi toda el agua de sus presas. Por eso muchos beben poco, y eso favorece problemas urinarios y renales, sobre todo en gatos esterilizados o que solo comen pienso.

## Señales de que bebe poco

- Orina en poca cantidad o muy concentrada (bolas pequeñas en el arenero).
- Estreñimiento.
- Encías pegajosas o piel que tarda en volver a su sitio si la pellizcas suavemente en la nuca.

## Trucos que funcionan

1. **Varios bebederos** repartidos por casa, lejos de la comida y del arenero: en la naturaleza no beben junto a lo que comen.
2. **Cuencos anchos y poco profundos**, de cerámica o cristal. A muchos gatos les molesta que los bigotes rocen los bordes, y el plástico puede dar olor.
3. **Agua en movimiento**: una fuente le resulta más atractiva y la mantiene más fresca.
4. **Agua siempre limpia**: cámbiala a diario y lava el cuenco con frecuencia.

## La comida también hidrata

La comida húmeda tiene alrededor de un **75–80 % de agua**, frente al 10 % del pienso. Incluir una ración de húmedo al día, o añadir una cucharada de agua templada al pienso, aumenta mucho el agua que toma.

## ¿Y si bebe demasiado?

Un gato que de repente bebe mucho más de lo normal puede tener diabetes, problemas de tiroides o renales. Si notas ese cambio, pide cita con tu veterinario.`,
    },
    en: {
      title: "How to get your cat to drink more water",
      body: `Cats descend from desert animals that got almost all their water from their prey. That's why many drink little, which encourages urinary and kidney problems, especially in neutered cats or cats that only eat dry food.

## Signs they don't drink enough

- Small amounts of very concentrated urine (small clumps in the litter tray).
- Constipation.
- Sticky gums, or skin that is slow to fall back when you gently pinch the scruff.

## Tricks that work

1. **Several water bowls** around the house, away from food and the litter tray: in the wild they don't drink next to what they eat.
2. **Wide, shallow bowls** made of ceramic or glass. Many cats dislike their whiskers touching the sides, and plastic can hold smells.
3. **Moving water**: a fountain is more appealing and keeps the water fresher.
4. **Always clean water**: change it daily and wash the bowl often.

## Food hydrates too

Wet food is about **75–80 % water**, compared with 10 % in dry food. Adding one portion of wet food a day, or a spoonful of lukewarm water to the kibble, greatly increases how much water they take in.

## What if they drink too much?

A cat that suddenly drinks much more than usual may have diabetes, thyroid or kidney problems. If you notice that change, book a visit with your vet.`,
    },
  },
  {
    species: "cat",
    topic: "grooming",
    author: "marta_mod",
    daysAgo: 11,
    cover: { breed: "Persa", name: "Guía cepillado", scene: "soft" },
    products: ["Cepillo quitapelos", "Malta para bolas de pelo"],
    es: {
      title: "Cepillado del gato: menos bolas de pelo y un pelaje brillante",
      body: `Los gatos dedican horas a acicalarse, pero eso no significa que no necesiten ayuda. Al lamerse tragan el pelo muerto, que se acumula en el estómago y forma las famosas bolas de pelo. Cepillarlos reduce ese problema y, bien hecho, se convierte en un momento de mimos.

## ¿Con qué frecuencia?

- **Pelo corto**: una o dos veces por semana.
- **Pelo largo** (persa, maine coon, angora): a diario, o aparecerán nudos difíciles de deshacer.
- **Durante la muda**, en primavera y otoño, aumenta la frecuencia.

## Cómo hacerlo sin pelea

1. Elige un momento tranquilo, por ejemplo después de comer.
2. Empieza por donde más le gusta que le acaricien: mejillas, cabeza y lomo.
3. Cepilla siempre **a favor del pelo**, con pasadas suaves.
4. Termina antes de que se canse y dale un premio.

Si un día no quiere, no insistas: es mejor dos minutos agradables que diez de lucha.

## Nudos y zonas delicadas

No cortes los nudos con tijeras cerca de la piel, porque es muy fácil hacerle un corte. Deshazlos con los dedos o con un peine de púas separadas y, si están muy pegados a la piel, pide ayuda a un peluquero felino o a tu veterinario.

## Cuándo preocuparse

Vómitos de bolas de pelo más de una vez por semana, tos seca frecuente o falta de apetito no son normales. Una malta ayuda a expulsar el pelo, pero si los síntomas siguen, consulta con tu veterinario.`,
    },
    en: {
      title: "Brushing your cat: fewer hairballs and a glossy coat",
      body: `Cats spend hours grooming themselves, but that doesn't mean they don't need help. When they lick themselves they swallow dead hair, which builds up in the stomach and forms the famous hairballs. Brushing reduces that problem and, done well, becomes a moment of cuddles.

## How often?

- **Short hair**: once or twice a week.
- **Long hair** (Persian, Maine Coon, Angora): daily, or tangles will form that are hard to undo.
- **During moulting**, in spring and autumn, brush more often.

## How to do it without a fight

1. Pick a calm moment, for example after a meal.
2. Start where they most like to be stroked: cheeks, head and back.
3. Always brush **in the direction of the fur**, with gentle strokes.
4. Stop before they get tired, and give them a treat.

If they're not in the mood one day, don't insist: two pleasant minutes are better than ten minutes of struggle.

## Tangles and sensitive areas

Don't cut tangles with scissors close to the skin, because it's very easy to nick it. Tease them apart with your fingers or a wide-toothed comb and, if they are stuck close to the skin, ask a cat groomer or your vet for help.

## When to worry

Vomiting hairballs more than once a week, a frequent dry cough or loss of appetite are not normal. A malt paste helps them pass hair, but if the symptoms continue, see your vet.`,
    },
  },
  {
    species: "cat",
    topic: "adoption",
    author: "patitas_admin",
    daysAgo: 7,
    cover: { breed: "Siamés", name: "Guía adopción gato", scene: "home" },
    products: ["Cama cueva para gatos", "Ratón de juguete con hierba gatera", "Comedero de cerámica"],
    es: {
      title: "Adoptar un gato: cómo preparar los primeros días en casa",
      body: `Adoptar un gato es una de las mejores decisiones que puedes tomar. Para que la llegada sea un éxito, piensa en su punto de vista: todo es nuevo, huele distinto y no conoce a nadie. Dale tiempo y un lugar seguro.

## Antes de que llegue

Prepara una **habitación tranquila** solo para él los primeros días, con:

- Arenero en una esquina, lejos de la comida.
- Agua y comida (pregunta en la protectora qué come, para no cambiarle la dieta de golpe).
- Un escondite: una caja de cartón o una cama tipo cueva.
- Un rascador y un par de juguetes.

Revisa ventanas y balcones: las caídas son un accidente muy frecuente. Unas redes protectoras son la mejor inversión.

## Los primeros días

1. Abre el transportín y **deja que salga cuando quiera**. No lo saques a la fuerza.
2. Siéntate en la habitación, habla bajito y deja que se acerque él.
3. Cuando coma con normalidad, use el arenero y busque caricias, ábrele poco a poco el resto de la casa.

Es normal que los primeros dos o tres días coma poco y se esconda mucho.

## Si hay otros animales en casa

Preséntalos primero por el olor: intercambia mantas entre ellos. Después, que se vean a través de una puerta entreabierta o una barrera. Las presentaciones con prisa son la causa más común de peleas duraderas.

## La primera visita al veterinario

En la primera semana, lleva a tu gato a una revisión: comprobar su estado general, el microchip, las vacunas y la desparasitación. Es también un buen momento para hablar de la esterilización si aún no está hecha.`,
    },
    en: {
      title: "Adopting a cat: preparing for the first days at home",
      body: `Adopting a cat is one of the best decisions you can make. To make the arrival a success, think from their point of view: everything is new, it smells different and they don't know anyone. Give them time and a safe place.

## Before they arrive

Prepare a **quiet room** just for them for the first few days, with:

- A litter tray in a corner, away from the food.
- Water and food (ask the shelter what they eat, so you don't change their diet suddenly).
- A hiding place: a cardboard box or a cave bed.
- A scratching post and a couple of toys.

Check windows and balconies: falls are a very common accident. Safety nets are the best investment.

## The first days

1. Open the carrier and **let them come out when they want**. Don't pull them out.
2. Sit in the room, talk softly and let them come to you.
3. Once they eat normally, use the litter tray and seek attention, gradually open up the rest of the home.

It's normal for them to eat little and hide a lot for the first two or three days.

## If there are other animals at home

Introduce them by smell first: swap blankets between them. Then let them see each other through a door left ajar or a barrier. Rushed introductions are the most common cause of lasting fights.

## The first vet visit

In the first week, take your cat for a check-up: their general health, microchip, vaccinations and parasite control. It's also a good time to talk about neutering if it hasn't been done yet.`,
    },
  },
  {
    species: "rabbit",
    topic: "feeding",
    author: "marta_mod",
    daysAgo: 3,
    cover: { breed: null, name: "Guía conejo", scene: "park" },
    products: ["Heno de montaña para conejos (1 kg)", "Vitaminas multiespecie"],
    es: {
      title: "Cuidar a un conejo: heno, espacio y salud en lo básico",
      body: `Los conejos son animales inteligentes, curiosos y muy sociables, pero tienen necesidades muy concretas. Muchos problemas de salud vienen de una dieta equivocada o de vivir en una jaula demasiado pequeña.

## El heno es lo más importante

El **heno debe ser el 80 % de su dieta** y estar disponible siempre, a voluntad. Masticar fibra larga desgasta sus dientes, que crecen toda la vida, y mantiene su intestino en movimiento. Elige un heno verde, aromático y de tallo largo.

El resto de la dieta:

- **Verdura fresca** cada día: hojas de lechuga romana, canónigos, rúcula, hojas de zanahoria, cilantro o perejil.
- **Pienso** de conejo en poca cantidad (una cucharada sopera por kilo de peso), mejor sin semillas ni bolitas de colores.
- **Fruta** solo como premio, en trocitos pequeños.

Evita el pan, las galletas, los cereales y la lechuga iceberg.

## Espacio y ejercicio

Un conejo necesita correr, saltar y ponerse de pie sobre las patas traseras. Lo ideal es un **recinto amplio** o dejarle libre en una habitación preparada (protege los cables, le encanta morderlos). Necesita al menos 3–4 horas diarias de ejercicio fuera de su zona de descanso.

## Compañía

Son animales de grupo: un conejo solo se aburre y se deprime. Si no puedes pasar mucho tiempo con él, valora adoptar una pareja ya esterilizada.

## Señales de alarma

Un conejo que **deja de comer o de hacer cacas durante más de 12 horas** es una urgencia veterinaria: puede tener un parón intestinal. Busca un veterinario de exóticos y no esperes a ver si se le pasa.`,
    },
    en: {
      title: "Rabbit care basics: hay, space and health",
      body: `Rabbits are intelligent, curious and very social animals, but their needs are very specific. Many health problems come from the wrong diet or from living in a cage that is too small.

## Hay comes first

**Hay should be 80 % of their diet** and always available, as much as they want. Chewing long fibre wears down their teeth, which grow throughout their life, and keeps their gut moving. Choose hay that is green, fragrant and long-stemmed.

The rest of the diet:

- **Fresh greens** every day: romaine lettuce, lamb's lettuce, rocket, carrot tops, coriander or parsley.
- **Rabbit pellets** in small amounts (one tablespoon per kilo of body weight), preferably without seeds or coloured bits.
- **Fruit** only as a treat, in small pieces.

Avoid bread, biscuits, cereals and iceberg lettuce.

## Space and exercise

A rabbit needs to run, jump and stand up on their hind legs. The ideal is a **large pen**, or letting them roam a rabbit-proofed room (protect cables, they love chewing them). They need at least 3–4 hours of exercise a day outside their resting area.

## Company

Rabbits live in groups: a rabbit on their own gets bored and low. If you can't spend a lot of time with them, consider adopting an already neutered pair.

## Warning signs

A rabbit that **stops eating or producing droppings for more than 12 hours** is a veterinary emergency: their gut may have stopped. Find an exotic-animal vet and don't wait to see if it passes.`,
    },
  },
];
