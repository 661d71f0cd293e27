<?xml version="1.0" encoding="utf-8"?>
<!-- Shows the Atom feed as a readable page when opened in a browser, in
     the site's language: %LANG%, %BADGE%, %ABOUT% and %BACK% are filled by feeds::stylesheets. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" encoding="utf-8" indent="yes" doctype-system="about:legacy-compat"/>
  <xsl:template match="/atom:feed">
    <html lang="%LANG%">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="atom:title"/> · %BADGE%</title>
        <link rel="stylesheet" href="%CSS%"/>
      </head>
      <body>
        <main>
          <p class="feed-badge">%BADGE%</p>
          <h1><xsl:value-of select="atom:title"/></h1>
          <p class="feed-about">%ABOUT%</p>
          <p><a href="{atom:link[@rel='alternate']/@href}">%BACK%</a></p>
          <ol class="feed-items">
            <xsl:for-each select="atom:entry">
              <li>
                <h2><a href="{atom:link[@rel='alternate']/@href}"><xsl:value-of select="atom:title"/></a></h2>
                <p class="feed-date"><xsl:value-of select="substring(atom:published, 1, 10)"/></p>
                <p><xsl:value-of select="atom:summary"/></p>
              </li>
            </xsl:for-each>
          </ol>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
