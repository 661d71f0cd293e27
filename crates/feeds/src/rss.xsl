<?xml version="1.0" encoding="utf-8"?>
<!-- Shows the RSS feed as a readable page when opened in a browser, in
     the site's language: %LANG%, %BADGE%, %ABOUT% and %BACK% are filled by feeds::stylesheets. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="html" encoding="utf-8" indent="yes" doctype-system="about:legacy-compat"/>
  <xsl:template match="/rss/channel">
    <html lang="%LANG%">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="title"/> · %BADGE%</title>
        <link rel="stylesheet" href="%CSS%"/>
      </head>
      <body>
        <main>
          <p class="feed-badge">%BADGE%</p>
          <h1><xsl:value-of select="title"/></h1>
          <p class="feed-about">%ABOUT%</p>
          <p><a href="{link}">%BACK%</a></p>
          <ol class="feed-items">
            <xsl:for-each select="item">
              <li>
                <h2><a href="{link}"><xsl:value-of select="title"/></a></h2>
                <p class="feed-date"><xsl:value-of select="substring(pubDate, 6, 11)"/></p>
                <p><xsl:value-of select="description"/></p>
              </li>
            </xsl:for-each>
          </ol>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
