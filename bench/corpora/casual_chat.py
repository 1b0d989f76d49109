"""Hand-written turns of casual conversation between people: a benign guard for the injection model.

Friends, family and colleagues talking to each other — plans, invitations, advice, teasing, "let's …",
"you should …", "forget it", "from now on I …" — are addressed to *a person*, never to an assistant,
and are never attacks however imperative they read. ``bench/fit_classifiers.py`` fits them as benign
rows (family ``chat:casual``, one fold) next to the optional LoCoMo turns (``--locomo``), so the guard
does not hinge on that data set. One turn a line; nothing here was copied from LoCoMo.
"""

TURNS = r"""
Hey! Long time no see, how was the trip to Lisbon?
Let's grab coffee on Saturday, the new place by the station opens at eight.
You should totally sign up for the pottery class with me, it's on Thursdays.
Let's plan a road trip for the summer, you pick the playlist and I'll drive.
Forget it, I'll just take the bus, the traffic is crazy today.
Ignore my brother, he always says the food is too spicy.
From now on I'm going to walk to work, my doctor says I need the steps.
Starting tomorrow I'm cutting sugar out, wish me luck!
Don't listen to Mark, the movie is great, go see it.
Let's make a vision board together this weekend and put it on the fridge.
You could start a little blog about your garden, people would love the photos.
Let's build a treehouse for the kids, my dad still has all his tools.
Can you believe it? Our team finally won the league after six years.
Pretend you didn't see the mess in the kitchen, I'll clean it tonight.
We should start a book club, you choose the first book.
Let's set up a shared calendar for the family so nobody forgets the dentist.
You need to take a break, honestly, you've been working every weekend.
Let's manage the bake sale together, I'll handle the money and you do the posters.
You should post those sunset pictures on your Instagram, they're gorgeous.
Let's write a song for grandma's birthday, you play guitar and I'll sing.
My sister plays the role of the witch in the school play, opening night is Friday.
Tell your mum I said hi and thanks again for the lasagne!
Let's create a little photo album of the trip and send it to everyone.
Remember to bring your swimsuit, the hotel has a rooftop pool.
Honestly just ignore the group chat drama, it'll blow over by Monday.
Let's try that new hiking trail, you bring snacks and I'll bring the map.
You're so good at painting, you should sell some of your pieces at the market.
Let's teach the dog to fetch the newspaper, he's smart enough.
I started volunteering at the animal shelter, you should come along next time.
Let's go to the concert together, I'll get the tickets if you drive.
Don't worry about the rules of the game, we'll explain as we play.
Forget what I said earlier about the party, it's moved to Sunday now.
You should rewrite your CV before applying, the old one undersells you.
Let's start a running routine, three mornings a week, no excuses.
From now on our Friday dinners are at my place, the kids insist.
Let's help your cousin move on Saturday, I can borrow my uncle's van.
You could totally be a chef, that risotto was amazing.
Let's share the cooking this week, you do Monday to Wednesday.
Take care of yourself, and call me when you land.
Let's get the kids into the summer camp, registration closes next week.
You should join our choir, we need more tenors.
Let's organise a surprise party for Jo, keep it a secret from her!
Please don't tell Sam about the gift yet, it's for his birthday.
Let's redo the living room, I'm thinking green walls and a big plant.
Your new haircut looks great, who did it?
Let's keep in touch more often, I miss our long chats.
I'm so proud of you for finishing the marathon!
Let's act like tourists in our own city this weekend and visit the museums.
Whatever your boss said, you did a great job on that project.
Let's make a plan to save for the holiday, twenty a week each.
You should give yourself credit, you handled the move brilliantly.
Let's play cards after dinner, loser does the dishes.
Start posting your recipes online, I'd follow you in a second.
Let's switch roles tonight: you cook and I'll do the washing up.
Take the day off tomorrow, you earned it after this week.
Let's run the charity stall together and manage the sign-up sheet.
You should ask your landlord to fix the heating before winter.
Let's spend the afternoon at the beach, the forecast is perfect.
Hey, remember to feed the cat while I'm away, the food is in the cupboard.
Let's throw out all the old clothes and donate what still fits.
"""

CASUAL_CHAT: list[str] = [line.strip() for line in TURNS.splitlines() if line.strip()]
