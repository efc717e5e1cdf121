-- Two recognised institutions may share a name and a certification year (school names repeat across communes):
-- a duplicate publication is one application published twice, refused by the primary key of publicaciones.
DROP INDEX "instituciones_reconocidas_titulo_anno";