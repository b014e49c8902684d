-- Issue 41: the words shoppers type for what the shop sells, as synonym groups the owner edits in
-- the admin (Búsqueda → Sinónimos): teams and their nicknames, the national team, gender words,
-- purposes ('para correr', 'con capucha', 'para mate'), short forms and English words. Groups
-- seeded by 0003 are extended only where the owner still has them.
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['slides'] WHERE 'ojotas' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['cami', 'jersey', 'shirt'] WHERE 'remera' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['futbol 11', 'f11', 'cancha de 11', 'césped'] WHERE 'tapones' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['shin guards'] WHERE 'espinilleras' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['goalkeeper', 'atajar'] WHERE 'arquero' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['abrigo', 'impermeable', 'jacket'] WHERE 'campera' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['capucha', 'sweatshirt'] WHERE 'buzo' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['cleats', 'boots'] WHERE 'botines' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['zapas', 'sneakers', 'shoes'] WHERE 'zapatillas' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['f5', 'futbol5', 'cancha de 5', 'sintético'] WHERE 'tf' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['socks'] WHERE 'medias' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['tights'] WHERE 'calzas' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['vest'] WHERE 'chaleco' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['joggin', 'tracksuit'] WHERE 'conjunto' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['mate', 'bottle'] WHERE 'termo' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['colegio', 'escuela', 'escolar', 'backpack'] WHERE 'mochila' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['resbalen', 'resbala'] WHERE 'antideslizantes' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['selección', 'afa', 'scaloneta'] WHERE 'albiceleste' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['bostero', 'boquita'] WHERE 'xeneize' = ANY("terms");--> statement-breakpoint
UPDATE "search_synonyms" SET "terms" = "terms" || ARRAY['millo', 'river plate'] WHERE 'millonario' = ANY("terms");--> statement-breakpoint
INSERT INTO "search_synonyms" ("terms") VALUES
	(ARRAY['independiente', 'rojo de avellaneda', 'rey de copas', 'diablo rojo']),
	(ARRAY['real madrid', 'merengue', 'madrid']),
	(ARRAY['barcelona', 'barca', 'culé', 'blaugrana']),
	(ARRAY['inter miami', 'messi']),
	(ARRAY['brasil', 'verdeamarela', 'canarinha']),
	(ARRAY['italia', 'azzurra', 'azzurri']),
	(ARRAY['holanda', 'naranja mecánica', 'países bajos']),
	(ARRAY['francia', 'les bleus']),
	(ARRAY['manchester city', 'man city']),
	(ARRAY['psg', 'paris saint germain']),
	(ARRAY['borussia dortmund', 'dortmund', 'bvb']),
	(ARRAY['mujer', 'dama', 'femenino', 'femenina', 'señora', 'nena', 'women']),
	(ARRAY['hombre', 'caballero', 'masculino', 'masculina', 'varón', 'men']),
	(ARRAY['deportivo', 'correr', 'running', 'runner', 'trotar', 'gimnasio', 'gym', 'entrenar', 'training']),
	(ARRAY['urbano', 'salir', 'casual']),
	(ARRAY['indumentaria', 'ropa', 'clothing']),
	(ARRAY['futbol', 'football', 'soccer']),
	(ARRAY['futsal', 'futbol sala', 'indoor', 'in']),
	(ARRAY['air force 1', 'af1']);
