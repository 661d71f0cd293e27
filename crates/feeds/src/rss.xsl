<?xml version="1.0" encoding="utf-8"?>
<!-- Shows the RSS feed as a readable Korean page when opened in a browser. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="html" encoding="utf-8" indent="yes" doctype-system="about:legacy-compat"/>
  <xsl:template match="/rss/channel">
    <html lang="ko">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="title"/> · RSS 피드</title>
        <link rel="stylesheet" href="/blog/feed.css"/>
      </head>
      <body>
        <main>
          <p class="feed-badge">RSS 피드</p>
          <h1><xsl:value-of select="title"/></h1>
          <p class="feed-about">이 주소를 RSS 리더에 추가하면 새 글이 올라올 때마다 받아 볼 수 있습니다.
            브라우저에서는 아래 목록으로 보입니다.</p>
          <p><a href="{link}">히스토리 페이지로 가기 →</a></p>
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
